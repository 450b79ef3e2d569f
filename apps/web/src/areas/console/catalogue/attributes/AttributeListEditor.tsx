import { ArrowDownOutlined, ArrowUpOutlined, EditOutlined, HolderOutlined } from '@ant-design/icons';
import type { AttributeListDetail, AttributeOption } from '@sc/contract';
import { App, Button, Switch, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccessMessage } from '../../../../lib/feedback';
import { useLanguage } from '../../../../lib/useLanguage';
import { AttributeNamesModal } from './AttributeNamesModal';
import styles from './AttributesTab.module.css';
import { useReorderAttributes, useUpdateAttribute } from './attributesApi';
import { moveValue } from './moveValue';

/** One list's codes in order: drag or the arrows to reorder, a switch to offer, names per language. */
export function AttributeListEditor({ detail }: { detail: AttributeListDetail }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const { modal } = App.useApp();
  const update = useUpdateAttribute();
  const reorder = useReorderAttributes();
  const [editing, setEditing] = useState<AttributeOption | null>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const nameKey = lang === 'ch' ? 'zh' : lang;
  const nameOf = (option: AttributeOption) => option.names[nameKey] ?? option.builtIn[nameKey];
  const values = detail.options.map((option) => option.value);

  function move(value: string, toIndex: number) {
    const next = moveValue(values, value, toIndex);
    if (next.join() !== values.join()) reorder.mutate({ list: detail.list, values: next });
  }

  function save(option: AttributeOption, change: Partial<Pick<AttributeOption, 'offered' | 'names'>>) {
    update.mutate(
      { list: detail.list, value: option.value, offered: option.offered, names: option.names, ...change },
      {
        onSuccess: () => {
          setEditing(null);
          showSuccessMessage(t('consoleOverview.attributes.saved'));
        },
      },
    );
  }

  function handleOffered(option: AttributeOption, offered: boolean) {
    if (offered) return save(option, { offered });
    // "In use by N" before it goes: rows keep it, new writes can no longer choose it.
    modal.confirm({
      title: t('consoleOverview.attributes.withdrawTitle', { name: nameOf(option) }),
      content:
        option.inUse > 0
          ? t('consoleOverview.attributes.withdrawBody', { count: option.inUse })
          : t('consoleOverview.attributes.withdrawUnused'),
      okText: t('consoleOverview.attributes.withdraw'),
      okButtonProps: { danger: true },
      onOk: () => save(option, { offered: false }),
    });
  }

  return (
    <>
      <Typography.Text type="secondary" className={styles.hint}>
        {t('consoleOverview.attributes.dragHint')}
      </Typography.Text>
      <ol className={styles.list}>
        {detail.options.map((option, index) => {
          const name = nameOf(option);
          const uses = option.uses
            .map((use) => `${t(`consoleOverview.attributes.use.${use.use}`)} ${use.count}`)
            .join(' · ');
          return (
            <li
              key={option.value}
              data-testid="attribute-row"
              data-value={option.value}
              draggable
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                setDragged(option.value);
              }}
              onDragOver={(event) => {
                if (!dragged) return;
                event.preventDefault();
                setOver(option.value);
              }}
              onDragLeave={() => setOver((current) => (current === option.value ? null : current))}
              onDrop={(event) => {
                event.preventDefault();
                if (dragged) move(dragged, index);
                setDragged(null);
                setOver(null);
              }}
              onDragEnd={() => {
                setDragged(null);
                setOver(null);
              }}
              className={[
                styles.row,
                option.offered ? '' : styles.withdrawn,
                dragged === option.value ? styles.dragging : '',
                over === option.value && dragged !== option.value ? styles.dropTarget : '',
              ].join(' ')}
            >
              <HolderOutlined className={styles.handle} aria-hidden />
              <span className={styles.arrows}>
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowUpOutlined />}
                  disabled={index === 0 || reorder.isPending}
                  aria-label={t('consoleOverview.attributes.moveUp', { name })}
                  onClick={() => move(option.value, index - 1)}
                />
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowDownOutlined />}
                  disabled={index === values.length - 1 || reorder.isPending}
                  aria-label={t('consoleOverview.attributes.moveDown', { name })}
                  onClick={() => move(option.value, index + 1)}
                />
              </span>
              <span className={styles.main}>
                <Typography.Text strong className={styles.name}>
                  {name}
                </Typography.Text>
                <Typography.Text type="secondary" className={styles.code}>
                  {option.value}
                </Typography.Text>
                <Typography.Text type="secondary" className={styles.usage}>
                  {option.inUse > 0 ? (
                    <Tooltip title={uses}>
                      <span>{t('consoleOverview.attributes.inUseBy', { n: option.inUse })}</span>
                    </Tooltip>
                  ) : (
                    t('consoleOverview.attributes.notInUse')
                  )}
                </Typography.Text>
              </span>
              <Tooltip title={option.alwaysOffered ? t('consoleOverview.attributes.alwaysOffered') : null}>
                <span className={styles.offered}>
                  <Switch
                    size="small"
                    checked={option.offered}
                    disabled={option.alwaysOffered || update.isPending}
                    aria-label={`${t('consoleOverview.attributes.offered')}: ${name}`}
                    onChange={(checked) => handleOffered(option, checked)}
                  />
                  {t('consoleOverview.attributes.offered')}
                </span>
              </Tooltip>
              <Button
                size="small"
                icon={<EditOutlined />}
                aria-label={`${t('consoleOverview.attributes.edit')}: ${option.value}`}
                onClick={() => setEditing(option)}
              />
            </li>
          );
        })}
      </ol>
      <AttributeNamesModal
        option={editing}
        isSaving={update.isPending}
        onCancel={() => setEditing(null)}
        onSave={(names) => editing && save(editing, { names })}
      />
    </>
  );
}
