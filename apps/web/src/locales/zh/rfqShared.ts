/** Chinese UI strings of RFQs that suppliers, buyers and the console all show: states, quantities, prices, samples. */
export const rfqShared = {
  rfqShared: {
    state: { review: '审核中', open: '进行中', closed: '已关闭', rejected: '已驳回' },
    quantityOf: {
      unit_one: '{{quantity}} 件',
      unit_other: '{{quantity}} 件',
      pack_one: '{{quantity}} 包',
      pack_other: '{{quantity}} 包',
      case_one: '{{quantity}} 箱',
      case_other: '{{quantity}} 箱',
      pallet_one: '{{quantity}} 托',
      pallet_other: '{{quantity}} 托',
    },
    pricePer: {
      unit: '{{price}}/件',
      pack: '{{price}}/包',
      case: '{{price}}/箱',
      pallet: '{{price}}/托盘',
    },
    pricePerShort: {
      unit: '{{price}} / 件',
      pack: '{{price}} / 包',
      case: '{{price}} / 箱',
      pallet: '{{price}} / 托',
    },
    timeLeft: {
      day_one: '剩余 {{count}} 天',
      day_other: '剩余 {{count}} 天',
      hour_one: '剩余 {{count}} 小时',
      hour_other: '剩余 {{count}} 小时',
      minute_one: '剩余 {{count}} 分钟',
      minute_other: '剩余 {{count}} 分钟',
    },
    sampleOffer: {
      none: '不提供样品',
      free: '免费样品',
      paid: '付费样品',
    },
  },
};
