import { chromium } from 'playwright-core';
const BASE = 'http://localhost:3100';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
async function call(path, body, token) {
  const r = await fetch(`${BASE}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
  const e = await r.json(); if (e.code !== 0) throw new Error(`${path} ${JSON.stringify(e)}`); return e.data;
}
async function login(email, password) {
  const form = new URLSearchParams({ username: email, password, grant_type: 'password', randomStr: `k${Date.now()}`, code: 'AAAA' });
  const r = await fetch(`${BASE}/api/auth/oauth/token`, { method: 'POST', body: form, headers: { authorization: `Basic ${Buffer.from('web:web').toString('base64')}` } });
  return (await r.json()).data.access_token;
}
async function staff(email, password) {
  return (await call('/console/auth/token', { username: email, password, randomStr: `k${Date.now()}`, code: 'AAAA' })).access_token;
}
async function upload(token) {
  const form = new FormData(); form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'business-licence.pdf');
  const r = await fetch(`${BASE}/api/api-web/v1/credential/up`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  return (await r.json()).data.fileId;
}
const day = (n) => new Date(Date.now() + n * 86400000).toISOString().slice(0, 10);
const token = await login('demo@suppliercloud.test', 'Demo#2026');
const grace = await staff('support@suppliercloud.test', 'Support#2026');
const sub = (b) => upload(token).then((f) => call('/api-web/v1/examine/examine', { issuer: 'Australian Securities & Investments Commission', certificateNumber: 'ABN 51 824 753 556', issuedOn: day(-700), fileIds: [f], ...b }, token));
const licence = await sub({ type: 'business_licence' });
const iso = await sub({ type: 'iso9001', issuer: 'SGS Australia', certificateNumber: 'AU19/81234', expiresOn: day(20), scope: 'Processing and packing of frozen seafood and fresh produce' });
const halal = await sub({ type: 'halal', issuer: 'AFIC', certificateNumber: 'H-2291', expiresOn: day(300) });
const haccp = await sub({ type: 'haccp', issuer: 'Bureau Veritas', certificateNumber: 'BV-HACCP-778', expiresOn: day(500) });
await call('/console/credential/decide', { id: licence.id, decision: 'approve' }, grace);
await call('/console/credential/decide', { id: iso.id, decision: 'approve' }, grace);
await call('/console/credential/decide', { id: halal.id, decision: 'reject', reason: 'name_mismatch', note: 'The certificate is issued to Harbor Foods Pty Ltd; your profile says Harbor Fresh Foods Pty Ltd. Upload a certificate in your registered name.' }, grace);
await sub({ seriesId: halal.seriesId, type: 'halal', issuer: 'AFIC', certificateNumber: 'H-2291-B', expiresOn: day(300) });

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const [width, lang] of [[1280, 'en'], [375, 'ch'], [1280, 'ja']]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1 });
  await ctx.addInitScript(([l]) => localStorage.setItem('lang', l), [lang]);
  const page = await ctx.newPage();
  await page.goto(`${BASE}/login`);
  await page.locator('#signIn_username').fill('demo@suppliercloud.test');
  await page.locator('#signIn_password').fill('Demo#2026');
  await page.waitForTimeout(800);
  await page.locator('#signIn_code').fill('AAAA');
  await page.locator('form#signIn button[type="submit"]').click();
  await page.waitForURL('**/index', { timeout: 30000 });
  await page.goto(`${BASE}/information/credentials`);
  await page.getByTestId('credential-card').first().waitFor({ timeout: 30000 });
  await page.waitForTimeout(1000);
  await page.screenshot({ path: `/tmp/shots/cred-${lang}-${width}.png`, fullPage: true });
  if (width === 1280 && lang === 'en') {
    await page.getByRole('button', { name: 'Add a credential' }).click();
    await page.getByRole('button', { name: 'Send for review' }).click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/shots/cred-form-${lang}.png` });
  }
  await ctx.close();
}
// console
const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const page = await ctx.newPage();
await page.goto(`${BASE}/console/login`);
await page.locator('#consoleSignIn_username').fill('support@suppliercloud.test');
await page.locator('#consoleSignIn_password').fill('Support#2026');
await page.waitForTimeout(800);
await page.locator('#consoleSignIn_code').fill('AAAA');
await page.locator('button[type=submit]').click();
await page.waitForURL((u) => u.pathname !== '/console/login');
await page.goto(`${BASE}/console/credentials`);
await page.getByTestId('credential-row').first().waitFor({ timeout: 30000 });
await page.screenshot({ path: '/tmp/shots/console-cred-queue.png' });
await page.getByRole('button', { name: 'Review' }).first().click();
await page.waitForTimeout(2000);
await page.screenshot({ path: '/tmp/shots/console-cred-drawer.png' });
await browser.close();
console.log('ok');
