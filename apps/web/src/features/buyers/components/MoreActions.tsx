import {
  DownOutlined,
  FilePdfOutlined,
  MessageOutlined,
  SendOutlined,
  ShoppingOutlined,
} from '@ant-design/icons';
import { Button, type ButtonProps, Dropdown, type MenuProps, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { chatWithBuyer } from '../../../lib/paths';

/** Actions that need quotations, which are not built yet. */
const COMING_ACTIONS = ['quoteNow', 'sendQuotation', 'lastQuotation'] as const;

type MoreActionsProps = {
  buyerId: number;
  buyerName: string;
  size?: ButtonProps['size'];
};

/**
 * The "More" menu of a buyer: the chat actions open the conversation with the buyer (Send Product
 * and Send PDF with their picker open); the quotation actions are shown as coming.
 */
export function MoreActions({ buyerId, buyerName, size }: MoreActionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const coming = t('chat.comingWithQuotations');
  const items: MenuProps['items'] = [
    { key: 'sendMessage', icon: <MessageOutlined />, label: t('buyers.actions.sendMessage') },
    { key: 'sendToChat', icon: <SendOutlined />, label: t('buyers.actions.sendToChat') },
    { key: 'sendProduct', icon: <ShoppingOutlined />, label: t('buyers.actions.sendProduct') },
    { key: 'sendPdf', icon: <FilePdfOutlined />, label: t('buyers.actions.sendPdf') },
    { type: 'divider' },
    {
      type: 'group',
      key: 'coming',
      label: coming,
      children: COMING_ACTIONS.map((action) => ({
        key: action,
        disabled: true,
        label: (
          <Tooltip title={coming} placement="left">
            <span>{t(`buyers.actions.${action}`)}</span>
          </Tooltip>
        ),
      })),
    },
  ];

  function handleClick({ key }: { key: string }) {
    if (key === 'sendMessage' || key === 'sendToChat') navigate(chatWithBuyer(buyerId));
    else if (key === 'sendProduct') navigate(chatWithBuyer(buyerId, 'product'));
    else if (key === 'sendPdf') navigate(chatWithBuyer(buyerId, 'pdf'));
  }

  return (
    <Dropdown trigger={['click']} menu={{ items, onClick: handleClick }}>
      <Button size={size} aria-label={t('buyers.actions.moreNamed', { name: buyerName })}>
        {t('buyers.actions.more')} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
