import { DownOutlined, ShoppingOutlined } from '@ant-design/icons';
import { Button, type ButtonProps, Dropdown, type MenuProps, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/** Actions that need the chat or quotation features, which are not built yet. */
const COMING_ACTIONS = [
  'quoteNow',
  'sendToChat',
  'sendQuotation',
  'sendPdf',
  'sendMessage',
  'lastQuotation',
] as const;

type MoreActionsProps = {
  buyerName: string;
  /** "Send Product": shows the buyer's "My products to offer". */
  onSendProduct: () => void;
  size?: ButtonProps['size'];
};

/** The "More" menu of a buyer: Send Product, and the chat and quotation actions shown as coming. */
export function MoreActions({ buyerName, onSendProduct, size }: MoreActionsProps) {
  const { t } = useTranslation();
  const coming = t('buyers.actions.comingSoon');
  const items: MenuProps['items'] = [
    {
      key: 'sendProduct',
      icon: <ShoppingOutlined />,
      label: t('buyers.actions.sendProduct'),
    },
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
  return (
    <Dropdown
      trigger={['click']}
      menu={{ items, onClick: ({ key }) => (key === 'sendProduct' ? onSendProduct() : undefined) }}
    >
      <Button size={size} aria-label={t('buyers.actions.moreNamed', { name: buyerName })}>
        {t('buyers.actions.more')} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
