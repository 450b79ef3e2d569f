/** The attribute lists behind attribute/select/* (places of delivery, units, languages, currencies). */
export function AttributesTab() {
  return null;
}
