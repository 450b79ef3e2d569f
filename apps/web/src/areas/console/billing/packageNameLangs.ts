import type { PackageInput } from '@sc/contract';

/** The languages a package is named in, in the order the console shows them. */
export const PACKAGE_NAME_LANGS = [
  'en',
  'zh',
  'ja',
] as const satisfies readonly (keyof PackageInput['names'])[];
