import { AwsClient } from 'aws4fetch';
import type { Storage } from './storage.js';

export interface S3Settings {
  /** e.g. https://s3.eu-central-1.amazonaws.com or http://minio:9000 */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Optional folder inside the bucket. */
  prefix: string;
}

/**
 * Any S3-compatible object store (AWS S3, MinIO, R2, …), path-style URLs, signed with SigV4.
 * Objects stay private: the portal serves them through its own signed URLs.
 */
export function createS3Storage(settings: S3Settings): Storage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
    retries: 2,
  });
  const base = `${settings.endpoint.replace(/\/$/, '')}/${encodeURIComponent(settings.bucket)}`;
  const urlOf = (key: string) =>
    `${base}/${[settings.prefix, key].filter(Boolean).join('/').split('/').map(encodeURIComponent).join('/')}`;

  return {
    async put(key, bytes) {
      const response = await client.fetch(urlOf(key), { method: 'PUT', body: new Uint8Array(bytes) });
      if (!response.ok) throw new Error(`S3 put ${key} failed: ${response.status} ${await response.text()}`);
    },
    async get(key) {
      const response = await client.fetch(urlOf(key), { method: 'GET' });
      if (response.status === 404) return undefined;
      if (!response.ok) throw new Error(`S3 get ${key} failed: ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    },
    async delete(key) {
      const response = await client.fetch(urlOf(key), { method: 'DELETE' });
      if (!response.ok && response.status !== 404)
        throw new Error(`S3 delete ${key} failed: ${response.status}`);
    },
  };
}
