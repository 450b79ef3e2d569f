import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons';
import type { CategoryNames, CategoryUses, ConsoleCategory, ConsoleCategoryNode } from '@sc/contract';
import { Alert, Button, Popconfirm, Select, Skeleton, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListLoadError } from '../../../../components/ListLoadError';
import { showSuccessMessage } from '../../../../lib/feedback';
import { useLanguage } from '../../../../lib/useLanguage';
import styles from '../ConsoleCatalogue.module.css';
import { categoryName, movedInOrder } from '../catalogueForm';
import {
  useConsoleCategoryTree,
  useCreateCategory,
  useDeleteCategory,
  useMoveCategory,
  useRenameCategory,
  useReorderCategories,
} from '../consoleCatalogueApi';
import { CategoryNamesModal } from './CategoryNamesModal';

const USE_KINDS = ['masterProducts', 'supplierProducts', 'buyers', 'rfqs', 'suppliers', 'brands'] as const;

/** "In use by 12" with what uses it on hover. */
function InUseTag({ category }: { category: ConsoleCategory }) {
  const { t } = useTranslation();
  const parts = USE_KINDS.filter((kind) => category.uses[kind as keyof CategoryUses] > 0).map((kind) =>
    t(`error.catalogue.use.${kind}`, { count: category.uses[kind] }),
  );
  const tag = (
    <Tag color={category.inUse > 0 ? 'blue' : 'default'}>
      {t('consoleCatalogue.inUseBy', { count: category.inUse })}
    </Tag>
  );
  return parts.length > 0 ? <Tooltip title={parts.join(t('format.listSeparator'))}>{tag}</Tooltip> : tag;
}

/** Its name in the UI language, the other two below. */
function Names({ names }: { names: CategoryNames }) {
  const { lang } = useLanguage();
  const shown = categoryName(names, lang);
  const others = [names.en, names.zh, names.ja].filter((name) => name !== shown);
  return (
    <span className={styles.categoryName}>
      <Typography.Text strong>{shown}</Typography.Text>
      <span className={styles.otherNames}>{others.join(' · ')}</span>
    </span>
  );
}

function OrderButtons({
  index,
  count,
  onMove,
}: {
  index: number;
  count: number;
  onMove: (step: -1 | 1) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Button
        size="small"
        icon={<ArrowUpOutlined />}
        disabled={index === 0}
        aria-label={t('consoleCatalogue.categories.up')}
        onClick={() => onMove(-1)}
      />
      <Button
        size="small"
        icon={<ArrowDownOutlined />}
        disabled={index === count - 1}
        aria-label={t('consoleCatalogue.categories.down')}
        onClick={() => onMove(1)}
      />
    </>
  );
}

type Editing =
  | { kind: 'create'; parent: ConsoleCategoryNode }
  | { kind: 'rename'; category: ConsoleCategory }
  | null;

/**
 * The six main buyer categories and their sub-categories: rename (en/zh/ja), add a sub-category,
 * move one under another main category, reorder, and remove one nothing uses. Ids never change,
 * so products, buyers and RFQs keep their categories.
 */
export function CategoriesTab() {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const tree = useConsoleCategoryTree();
  const create = useCreateCategory();
  const rename = useRenameCategory();
  const move = useMoveCategory();
  const reorder = useReorderCategories();
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState<Editing>(null);
  const mains = tree.data ?? [];
  const done = (key: 'moved' | 'reordered' | 'deleted') => () =>
    showSuccessMessage(t(`consoleCatalogue.categories.${key}`));
  const ignore = () => undefined;

  if (tree.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!tree.data)
    return (
      <ListLoadError
        title={t('consoleCatalogue.categories.loadError')}
        error={tree.error}
        hasData={false}
        onRetry={() => void tree.refetch()}
      />
    );

  const reorderMains = (index: number, step: -1 | 1) =>
    reorder
      .mutateAsync({
        parentId: null,
        ids: movedInOrder(
          mains.map((m) => m.id),
          index,
          step,
        ),
      })
      .then(done('reordered'), ignore);

  return (
    <section aria-label={t('consoleCatalogue.tabs.categories')}>
      <Alert
        type="info"
        showIcon
        title={t('consoleCatalogue.categories.intro')}
        style={{ maxWidth: 1080, marginBottom: 12 }}
      />
      <ul className={styles.list}>
        {mains.map((main, mainIndex) => (
          <li key={main.id} className={styles.main} data-testid="catalogue-main-category">
            <div className={styles.mainHead}>
              <Names names={main.names} />
              <InUseTag category={main} />
              <span className={styles.rowActions}>
                <OrderButtons
                  index={mainIndex}
                  count={mains.length}
                  onMove={(step) => void reorderMains(mainIndex, step)}
                />
                <Button size="small" onClick={() => setEditing({ kind: 'rename', category: main })}>
                  {t('consoleCatalogue.categories.rename')}
                </Button>
                <Button
                  size="small"
                  icon={<PlusOutlined />}
                  onClick={() => setEditing({ kind: 'create', parent: main })}
                >
                  {t('consoleCatalogue.categories.addSub')}
                </Button>
              </span>
            </div>
            <ul className={styles.subs}>
              {main.children.map((sub, index) => (
                <li key={sub.id} className={styles.subRow} data-testid="catalogue-sub-category">
                  <Names names={sub.names} />
                  <InUseTag category={sub} />
                  <span className={styles.rowActions}>
                    <OrderButtons
                      index={index}
                      count={main.children.length}
                      onMove={(step) =>
                        void reorder
                          .mutateAsync({
                            parentId: main.id,
                            ids: movedInOrder(
                              main.children.map((c) => c.id),
                              index,
                              step,
                            ),
                          })
                          .then(done('reordered'), ignore)
                      }
                    />
                    <Button size="small" onClick={() => setEditing({ kind: 'rename', category: sub })}>
                      {t('consoleCatalogue.categories.rename')}
                    </Button>
                    <Select<number | null>
                      size="small"
                      className={styles.moveSelect}
                      placeholder={t('consoleCatalogue.categories.moveTo')}
                      aria-label={t('consoleCatalogue.categories.moveTo')}
                      value={null}
                      options={mains
                        .filter((other) => other.id !== main.id)
                        .map((other) => ({ value: other.id, label: categoryName(other.names, lang) }))}
                      onChange={(parentId) => {
                        if (parentId !== null)
                          void move.mutateAsync({ id: sub.id, parentId }).then(done('moved'), ignore);
                      }}
                    />
                    {sub.inUse > 0 ? (
                      <Tooltip title={t('consoleCatalogue.categories.inUseHint')}>
                        <Button size="small" danger disabled>
                          {t('consoleCatalogue.delete')}
                        </Button>
                      </Tooltip>
                    ) : (
                      <Popconfirm
                        title={t('consoleCatalogue.categories.deleteConfirm', {
                          name: categoryName(sub.names, lang),
                        })}
                        okText={t('consoleCatalogue.delete')}
                        okButtonProps={{ danger: true }}
                        cancelText={t('consoleCatalogue.cancel')}
                        onConfirm={() => remove.mutateAsync(sub.id).then(done('deleted'), ignore)}
                      >
                        <Button size="small" danger>
                          {t('consoleCatalogue.delete')}
                        </Button>
                      </Popconfirm>
                    )}
                  </span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <CategoryNamesModal
        isOpen={editing !== null}
        title={
          editing?.kind === 'create'
            ? t('consoleCatalogue.categories.addTitle', { parent: categoryName(editing.parent.names, lang) })
            : t('consoleCatalogue.categories.renameTitle')
        }
        initial={editing?.kind === 'rename' ? editing.category.names : { en: '', zh: '', ja: '' }}
        isSaving={create.isPending || rename.isPending}
        onSave={(names) =>
          editing?.kind === 'create'
            ? create
                .mutateAsync({ parentId: editing.parent.id, names })
                .then(() => showSuccessMessage(t('consoleCatalogue.categories.created')))
            : editing?.kind === 'rename'
              ? rename
                  .mutateAsync({ id: editing.category.id, names })
                  .then(() => showSuccessMessage(t('consoleCatalogue.categories.renamed')))
              : Promise.resolve()
        }
        onClose={() => setEditing(null)}
      />
    </section>
  );
}
