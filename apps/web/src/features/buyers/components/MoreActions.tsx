import {
  DownOutlined,
  FileAddOutlined,
  FilePdfOutlined,
  FileTextOutlined,
  HistoryOutlined,
  MessageOutlined,
  SendOutlined,
  ShoppingOutlined,
} from '@ant-design/icons';
import type { QuotationOption } from '@sc/contract';
import { Button, type ButtonProps, Dropdown, type MenuProps, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { chatWithBuyer, editQuotationPath } from '../../../lib/paths';

type MoreActionsProps = {
  buyerId: number;
  buyerName: string;
  /** The quotation my company sent last (chat/quotation/last): null when none; undefined while unknown. */
  lastQuotation?: QuotationOption | null;
  size?: ButtonProps['size'];
  /** Quote Now of the page (the quick quotation of the buyer's open RFQ); else a new quotation. */
  onQuoteNow?: () => void;
};

/**
 * The "More" menu of a buyer: the chat actions open the conversation with the buyer (Send Product,
 * Send PDF and Send Quotation with their picker open, "use the last quotation" with it selected);
 * Quote Now opens the page's quick quotation when given (the buyer's open RFQ), else a new quotation.
 */
export function MoreActions({ buyerId, buyerName, lastQuotation, size, onQuoteNow }: MoreActionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hasNoLast = lastQuotation === null;
  const items: MenuProps['items'] = [
    { key: 'sendMessage', icon: <MessageOutlined />, label: t('buyers.actions.sendMessage') },
    { key: 'sendToChat', icon: <SendOutlined />, label: t('buyers.actions.sendToChat') },
    { key: 'sendProduct', icon: <ShoppingOutlined />, label: t('buyers.actions.sendProduct') },
    { key: 'sendPdf', icon: <FilePdfOutlined />, label: t('buyers.actions.sendPdf') },
    { type: 'divider' },
    { key: 'quoteNow', icon: <FileAddOutlined />, label: t('buyers.actions.quoteNow') },
    { key: 'sendQuotation', icon: <FileTextOutlined />, label: t('buyers.actions.sendQuotation') },
    {
      key: 'lastQuotation',
      icon: <HistoryOutlined />,
      disabled: hasNoLast,
      label: (
        <Tooltip
          title={
            hasNoLast
              ? t('chatQuotation.actions.noLastQuotation')
              : lastQuotation
                ? `${lastQuotation.number} · ${lastQuotation.name}`
                : undefined
          }
          placement="left"
        >
          <span>{t('buyers.actions.lastQuotation')}</span>
        </Tooltip>
      ),
    },
  ];

  function handleClick({ key }: { key: string }) {
    if (key === 'sendMessage' || key === 'sendToChat') navigate(chatWithBuyer(buyerId));
    else if (key === 'sendProduct') navigate(chatWithBuyer(buyerId, 'product'));
    else if (key === 'sendPdf') navigate(chatWithBuyer(buyerId, 'pdf'));
    else if (key === 'quoteNow') {
      if (onQuoteNow) onQuoteNow();
      else navigate(editQuotationPath());
    } else if (key === 'sendQuotation') navigate(chatWithBuyer(buyerId, 'quotation'));
    else if (key === 'lastQuotation' && !hasNoLast) navigate(chatWithBuyer(buyerId, 'lastQuotation'));
  }

  return (
    <Dropdown trigger={['click']} menu={{ items, onClick: handleClick }}>
      <Button size={size} aria-label={t('buyers.actions.moreNamed', { name: buyerName })}>
        {t('buyers.actions.more')} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
