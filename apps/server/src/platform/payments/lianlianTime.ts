/** LianLian's `timestamp` header: local wall time `yyyyMMddHHmmss` in the zone named by the `timezone` header. */
const TIMESTAMP = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/;

function wallClockParts(date: Date, timeZone: string): number[] {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(date);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return [get('year'), get('month'), get('day'), get('hour'), get('minute'), get('second')];
}

/** Formats `date` as LianLian's `yyyyMMddHHmmss` in `timeZone` (an IANA name such as Asia/Hong_Kong). */
export function formatLianLianTimestamp(date: Date, timeZone: string): string {
  const [year, ...rest] = wallClockParts(date, timeZone);
  return String(year).padStart(4, '0') + rest.map((n) => String(n).padStart(2, '0')).join('');
}

/** Reads a `yyyyMMddHHmmss` wall time in `timeZone` back into an instant; null when either is invalid. */
export function parseLianLianTimestamp(timestamp: string, timeZone: string): Date | null {
  const found = TIMESTAMP.exec(timestamp);
  if (!found) return null;
  const [year, month, day, hour, minute, second] = found.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  if (new Date(asUtc).getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) return null;
  try {
    // The zone's offset at that moment; a second pass settles instants next to a DST change.
    let instant = asUtc;
    for (let pass = 0; pass < 2; pass++) {
      const [y, mo, d, h, mi, s] = wallClockParts(new Date(instant), timeZone) as [
        number,
        number,
        number,
        number,
        number,
        number,
      ];
      instant = asUtc - (Date.UTC(y, mo - 1, d, h, mi, s) - instant);
    }
    return new Date(instant);
  } catch {
    return null;
  }
}
