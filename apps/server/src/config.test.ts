import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('configuration', () => {
  it('starts with defaults: port 3000, ./data, PGlite, web client web/web', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      webClient: { id: 'web', secret: 'web' },
    });
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('fails fast naming each bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://mail' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect(String(error)).toContain('PORT');
      expect(String(error)).toContain('DATABASE_URL: must start with postgres:// or postgresql://');
    }
  });

  it('refuses CAPTCHA_FIXED_CODE in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', CAPTCHA_FIXED_CODE: '1234' })).toThrow(
      /CAPTCHA_FIXED_CODE: is for automated tests only/,
    );
    expect(loadConfig({ NODE_ENV: 'test', CAPTCHA_FIXED_CODE: '1234' }).captchaFixedCode).toBe('1234');
  });

  it('wants the S3 settings together', () => {
    expect(() => loadConfig({ S3_BUCKET: 'files' })).toThrow(/S3 storage needs S3_ENDPOINT, S3_BUCKET/);
    const config = loadConfig({
      S3_ENDPOINT: 'https://s3.example.com',
      S3_BUCKET: 'files',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
    });
    expect(config.s3).toMatchObject({ bucket: 'files', region: 'us-east-1' });
    expect(loadConfig({}).s3).toBeUndefined();
  });

  it('allows the public origin and any extra origins for sockets', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://portal.example.com/',
      ALLOWED_ORIGINS: 'https://a.test, https://b.test',
    });
    expect(config.publicUrl).toBe('https://portal.example.com');
    expect(config.allowedOrigins).toEqual(['https://portal.example.com', 'https://a.test', 'https://b.test']);
  });
});

describe('TRUST_PROXY', () => {
  it('is off by default and with false/0', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });

  it('takes a number of proxies or their addresses', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toEqual({ hops: 2 });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback,192.168.1.7' }).trustProxy).toEqual({
      addresses: ['10.0.0.0/8', 'loopback', '192.168.1.7'],
    });
  });

  it('refuses true, which would trust what the client writes, saying what to set instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: true would trust every X-Forwarded-For entry.*number of proxies/,
    );
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  });

  it('refuses addresses that are not addresses', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example.com' })).toThrow(/TRUST_PROXY: must be false/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(/TRUST_PROXY/);
  });

  it('takes OPERATOR_KEY only as base64 of at least 32 bytes', () => {
    const key = Buffer.alloc(32, 7).toString('base64');
    expect(loadConfig({ OPERATOR_KEY: key }).operatorKey).toEqual(Buffer.alloc(32, 7));
    expect(loadConfig({}).operatorKey).toBeUndefined();
    expect(() => loadConfig({ OPERATOR_KEY: Buffer.alloc(16).toString('base64') })).toThrow(
      /OPERATOR_KEY: must be base64 of at least 32 random bytes/,
    );
    expect(() => loadConfig({ OPERATOR_KEY: 'not base64 at all, but long enough to be 32 bytes!!' })).toThrow(
      /OPERATOR_KEY/,
    );
  });
});
