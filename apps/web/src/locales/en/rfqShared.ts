/** English UI strings of RFQs that suppliers, buyers and the console all show: states, quantities, prices, samples. */
export const rfqShared = {
  rfqShared: {
    state: { review: 'In review', open: 'Open', closed: 'Closed', rejected: 'Rejected' },
    quantityOf: {
      unit_one: '{{quantity}} unit',
      unit_other: '{{quantity}} units',
      pack_one: '{{quantity}} pack',
      pack_other: '{{quantity}} packs',
      case_one: '{{quantity}} case',
      case_other: '{{quantity}} cases',
      pallet_one: '{{quantity}} pallet',
      pallet_other: '{{quantity}} pallets',
    },
    pricePer: {
      unit: '{{price}} per unit',
      pack: '{{price}} per pack',
      case: '{{price}} per case',
      pallet: '{{price}} per pallet',
    },
    pricePerShort: {
      unit: '{{price}} / unit',
      pack: '{{price}} / pack',
      case: '{{price}} / case',
      pallet: '{{price}} / pallet',
    },
    timeLeft: {
      day_one: '{{count}} day left',
      day_other: '{{count}} days left',
      hour_one: '{{count}} hour left',
      hour_other: '{{count}} hours left',
      minute_one: '{{count}} minute left',
      minute_other: '{{count}} minutes left',
    },
    sampleOffer: {
      none: 'No samples',
      free: 'Free samples',
      paid: 'Paid samples',
    },
  },
};
