/** How the quotation opened from a chat relates to the version the card was sent with. */
export type VersionNotice =
  | { kind: 'asSent'; version: number }
  | { kind: 'updated'; sentVersion: number; currentVersion: number };

/** "Sent as version X; updated since" once the quotation was saved again after it was sent. */
export function versionNotice(sentVersion: number, currentVersion: number): VersionNotice {
  return currentVersion > sentVersion
    ? { kind: 'updated', sentVersion, currentVersion }
    : { kind: 'asSent', version: sentVersion };
}
