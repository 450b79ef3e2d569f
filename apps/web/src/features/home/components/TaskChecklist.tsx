import { CheckCircleFilled, CloseOutlined } from '@ant-design/icons';
import type { TaskKey } from '@sc/contract';
import { Button, Card, Progress, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/formatDate';
import { langTag } from '../../../lib/language';
import { companyTabPath, paths } from '../../../lib/paths';
import { useLanguage } from '../../../lib/useLanguage';
import { useGuide, useTasks, useUpdateGuide } from '../api/dashboardApi';
import styles from './Dashboard.module.css';

const TASK_LINKS: Record<TaskKey, string> = {
  completeProfile: companyTabPath('profile'),
  uploadPictures: companyTabPath('images'),
  displayProducts: paths.showroom,
  addProducts: paths.catalogue,
  quoteProduct: paths.myProducts,
  contactBuyer: paths.buyersList,
  replyBuyer: paths.communicate,
  uploadLicence: paths.credentials,
};

/** The novice guide's checklist: tasks read from the company's data, shown until dismissed. */
export function TaskChecklist() {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const tasks = useTasks();
  const guide = useGuide();
  const update = useUpdateGuide();
  if (guide.data?.checklistDismissed) return null;
  const list = tasks.data;
  return (
    <Card
      title={t('home.tasks.title')}
      data-testid="task-checklist"
      extra={
        <Button
          type="text"
          size="small"
          icon={<CloseOutlined />}
          aria-label={t('home.tasks.dismiss')}
          title={t('home.tasks.dismiss')}
          onClick={() => update.mutate({ checklistDismissed: true })}
        />
      }
    >
      {list ? (
        <>
          <Progress
            percent={Math.round((list.done / list.total) * 100)}
            format={() => t('home.tasks.progress', { done: list.done, total: list.total })}
            aria-label={t('home.tasks.progress', { done: list.done, total: list.total })}
          />
          <ul className={styles.tasks}>
            {list.tasks.map((task) => (
              <li
                key={task.key}
                className={task.done ? styles.taskDone : styles.task}
                data-task={task.key}
                data-done={task.done}
              >
                {task.done ? (
                  <CheckCircleFilled className={styles.taskIcon} aria-label={t('home.tasks.done')} />
                ) : (
                  <span className={styles.taskCircle} aria-hidden="true" />
                )}
                <span className={styles.taskText}>
                  {task.done ? (
                    <Typography.Text delete className={styles.taskDoneText}>
                      {t(`home.tasks.items.${task.key}`)}
                    </Typography.Text>
                  ) : (
                    <Link to={TASK_LINKS[task.key]}>{t(`home.tasks.items.${task.key}`)}</Link>
                  )}
                  {task.progress && !task.done ? (
                    <Typography.Text type="secondary" className={styles.small}>
                      {' '}
                      ({task.progress.current}/{task.progress.goal})
                    </Typography.Text>
                  ) : null}
                  {task.doneAt ? (
                    <Typography.Text type="secondary" className={styles.small}>
                      {' · '}
                      {t('home.tasks.doneOn', { date: formatDate(task.doneAt, langTag(lang)) })}
                    </Typography.Text>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <Skeleton active paragraph={{ rows: 5 }} />
      )}
    </Card>
  );
}
