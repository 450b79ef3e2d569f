import cronParser from 'cron-parser';

/**
 * The first time strictly after `after` that a 5-field cron expression (minute hour day-of-month
 * month day-of-week, UTC) names. Throws on an invalid expression, and on 6 fields: schedules on
 * pg-boss are evaluated once a minute, so seconds would be ignored there. Uses the parser pg-boss
 * itself uses, so both runners read an expression alike.
 */
export function nextCronTime(cron: string, after: Date): Date {
  const fields = cron.trim().split(/\s+/);
  if (fields.length !== 5) {
    throw new Error(
      `cron "${cron}" must have 5 fields (minute hour day month weekday), not ${fields.length}`,
    );
  }
  return cronParser.parseExpression(cron, { currentDate: after, tz: 'UTC' }).next().toDate();
}
