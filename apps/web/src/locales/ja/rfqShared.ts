/** Japanese UI strings of RFQs that suppliers, buyers and the console all show: states, quantities, prices, samples. */
export const rfqShared = {
  rfqShared: {
    state: { review: '審査中', open: '受付中', closed: '終了', rejected: '却下' },
    quantityOf: {
      unit_one: '{{quantity}} 個',
      unit_other: '{{quantity}} 個',
      pack_one: '{{quantity}} パック',
      pack_other: '{{quantity}} パック',
      case_one: '{{quantity}} ケース',
      case_other: '{{quantity}} ケース',
      pallet_one: '{{quantity}} パレット',
      pallet_other: '{{quantity}} パレット',
    },
    pricePer: {
      unit: '{{price}}／個',
      pack: '{{price}}／パック',
      case: '{{price}}／ケース',
      pallet: '{{price}}／パレット',
    },
    pricePerShort: {
      unit: '{{price}} / 個',
      pack: '{{price}} / パック',
      case: '{{price}} / ケース',
      pallet: '{{price}} / パレット',
    },
    timeLeft: {
      day_one: '残り {{count}} 日',
      day_other: '残り {{count}} 日',
      hour_one: '残り {{count}} 時間',
      hour_other: '残り {{count}} 時間',
      minute_one: '残り {{count}} 分',
      minute_other: '残り {{count}} 分',
    },
    sampleOffer: {
      none: 'サンプルなし',
      free: '無料サンプル',
      paid: '有料サンプル',
    },
  },
};
