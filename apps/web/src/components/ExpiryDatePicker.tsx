import { DatePicker, type DatePickerProps } from 'antd';
import { ISO_DATE, isPastExpiry, PICKER_DATE_FORMATS } from '../lib/expiryDate';
import { useLanguage } from '../lib/useLanguage';

type ExpiryDatePickerProps = Omit<DatePickerProps, 'format' | 'disabledDate'> & {
  /** A saved date that stays selectable even once past. */
  keptDate?: string | null;
};

/** The date picker of an expiration date: the user's date format, past days disabled. */
export function ExpiryDatePicker({ keptDate = null, ...props }: ExpiryDatePickerProps) {
  const { lang } = useLanguage();
  return (
    <DatePicker
      {...props}
      format={[PICKER_DATE_FORMATS[lang], ISO_DATE]}
      disabledDate={(current) => isPastExpiry(current.format(ISO_DATE), keptDate)}
    />
  );
}
