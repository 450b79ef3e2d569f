/** True when a database error is a unique-index violation (SQLSTATE 23505), from pg or PGlite via Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } })?.cause;
  return (error as { code?: string })?.code === '23505' || cause?.code === '23505';
}

/** True when a database error is a foreign-key violation (SQLSTATE 23503): the row referred to is gone. */
export function isForeignKeyViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } })?.cause;
  return (error as { code?: string })?.code === '23503' || cause?.code === '23503';
}
