#!/usr/bin/env node
// Prints the newest mails of the outbox (DATA_DIR/outbox, default ./data/outbox): the portal puts every
// mail there when SMTP_URL is not set. `npm run outbox -- 5` prints the newest five.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const dir = join(resolve(process.env.DATA_DIR ?? './data'), 'outbox');
const count = Number(process.argv[2] ?? 3);
if (!existsSync(dir)) {
  console.log(`No mail yet (${dir} does not exist).`);
  process.exit(0);
}
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.eml'))
  .sort()
  .slice(-count);
if (!files.length) console.log(`No mail yet in ${dir}.`);
for (const file of files) {
  console.log(`──── ${file}`);
  console.log(readFileSync(join(dir, file), 'utf8'));
}
