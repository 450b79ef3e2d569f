import { DownloadOutlined, InboxOutlined, UploadOutlined } from '@ant-design/icons';
import { CONSOLE_IMPORT_LIMITS, type ConsoleImportKind, type ConsoleImportPreview } from '@sc/contract';
import { Alert, Button, Progress, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportPreview } from '../../../components/importPreview/ImportPreview';
import { downloadCsv } from '../../../components/importPreview/importPreviewRows';
import { useCountFormat } from '../../../components/importPreview/useCountFormat';
import { isApiError } from '../../../lib/ApiError';
import { showSuccessMessage } from '../../../lib/feedback';
import { useLanguage } from '../../../lib/useLanguage';
import styles from './ConsoleImportsPage.module.css';
import { usePreviewImport, useStartImport } from './consoleImportsApi';
import { columnLabel, columnList, importTemplate } from './importTemplates';

const ACCEPTED = /\.(csv|xlsx)$/i;

/** Why a picked file cannot be sent, or null: .csv or .xlsx, not empty, at most 20 MB. */
function fileProblem(
  file: File,
): 'consoleImports.fileType' | 'consoleImports.fileTooLarge' | 'error.FILE_EMPTY' | null {
  if (!ACCEPTED.test(file.name)) return 'consoleImports.fileType';
  if (file.size === 0) return 'error.FILE_EMPTY';
  if (file.size > CONSOLE_IMPORT_LIMITS.fileMaxBytes) return 'consoleImports.fileTooLarge';
  return null;
}

/** The names of some brands; `more` says how many more there are. */
function brandNames(preview: ConsoleImportPreview, more: (names: string, count: number) => string): string {
  const names = preview.newBrands.join(', ');
  const rest = preview.newBrandCount - preview.newBrands.length;
  return rest > 0 ? more(names, rest) : names;
}

/**
 * A new import of one kind: the template, the upload, the preview of the whole file with each bad
 * cell marked (upload a corrected file as often as needed), then the start of the background job.
 */
export function NewImportPanel({ kind }: { kind: ConsoleImportKind }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const formatCount = useCountFormat();
  const previewImport = usePreviewImport(kind);
  const startImport = useStartImport(kind);
  const [uploadPercent, setUploadPercent] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [checked, setChecked] = useState<ConsoleImportPreview | null>(null);

  async function handlePick(file: File) {
    setProblem(null);
    const issue = fileProblem(file);
    if (issue) {
      setProblem(t(issue));
      return;
    }
    setUploadPercent(0);
    try {
      setChecked(await previewImport.mutateAsync({ file, onProgress: setUploadPercent }));
    } catch (error) {
      setProblem(isApiError(error) ? error.msg : t('http.apiError'));
    }
  }

  async function handleStart() {
    if (!checked) return;
    setProblem(null);
    try {
      await startImport.mutateAsync(checked.fileId);
      showSuccessMessage(t('consoleImports.started'));
      setChecked(null);
      previewImport.reset();
    } catch (error) {
      setProblem(isApiError(error) ? error.msg : t('http.apiError'));
    }
  }

  const beforeUpload = (file: File) => {
    void handlePick(file);
    return false;
  };
  const checking = previewImport.isPending ? (
    <div className={styles.running}>
      <Typography.Text>
        {uploadPercent < 100 ? t('consoleImports.uploading') : t('consoleImports.checking')}
      </Typography.Text>
      <Progress percent={uploadPercent < 100 ? uploadPercent : 100} status="active" showInfo={false} />
    </div>
  ) : null;

  return (
    <section className={styles.panel} aria-label={t('consoleImports.newImport')}>
      <Typography.Title level={5} className={styles.heading}>
        {t('consoleImports.newImport')}
      </Typography.Title>
      <Typography.Paragraph className={styles.text}>{t(`consoleImports.intro.${kind}`)}</Typography.Paragraph>
      {problem ? <Alert type="error" showIcon title={problem} data-testid="import-problem" /> : null}
      {checked ? (
        <>
          <ImportPreview
            fileName={checked.fileName}
            validCount={checked.validCount}
            invalidCount={checked.invalidCount}
            columns={checked.columns}
            rows={checked.rows}
            columnTitle={(column) => columnLabel(kind, lang, column)}
            wideColumns={['name', 'company', 'email']}
            tags={
              <>
                {checked.updateCount > 0 ? (
                  <Tag color="processing" variant="filled">
                    {t('consoleImports.updates', {
                      count: checked.updateCount,
                      n: formatCount(checked.updateCount),
                    })}
                  </Tag>
                ) : null}
                {checked.newBrandCount > 0 ? (
                  <Tag color="warning" variant="filled">
                    {t('consoleImports.newBrands', {
                      count: checked.newBrandCount,
                      n: formatCount(checked.newBrandCount),
                    })}
                  </Tag>
                ) : null}
              </>
            }
            actions={
              <Upload
                accept=".csv,.xlsx"
                multiple={false}
                showUploadList={false}
                disabled={previewImport.isPending || startImport.isPending}
                beforeUpload={beforeUpload}
              >
                <Button size="small" icon={<UploadOutlined />} disabled={previewImport.isPending}>
                  {t('consoleImports.another')}
                </Button>
              </Upload>
            }
            note={
              <>
                {checked.totalRows > checked.rows.length
                  ? `${t('consoleImports.shownRows', {
                      first: CONSOLE_IMPORT_LIMITS.previewFirstRows,
                      errors: CONSOLE_IMPORT_LIMITS.previewErrorRows,
                    })} `
                  : null}
                {checked.invalidCount > 0 ? t('consoleImports.invalidNote') : null}
              </>
            }
          />
          {checked.newBrandCount > 0 ? (
            <Typography.Text type="secondary">
              {t('consoleImports.newBrandsList', {
                names: brandNames(checked, (names, count) => t('consoleImports.andMore', { names, count })),
              })}
            </Typography.Text>
          ) : null}
          {checking}
          <div className={styles.actions}>
            <Button
              type="primary"
              className="import-start"
              disabled={checked.validCount === 0 || previewImport.isPending}
              loading={startImport.isPending}
              onClick={() => void handleStart()}
            >
              {t('consoleImports.start', { count: checked.validCount, n: formatCount(checked.validCount) })}
            </Button>
          </div>
        </>
      ) : (
        <>
          <Typography.Paragraph className={styles.text}>{t('consoleImports.step1')}</Typography.Paragraph>
          <Typography.Paragraph type="secondary" className={`${styles.text} ${styles.columns}`}>
            {t('consoleImports.columns')} <code>{columnList(kind, lang)}</code>
            <br />
            {t(`consoleImports.hints.${kind}`)}
          </Typography.Paragraph>
          <Button
            type="link"
            icon={<DownloadOutlined />}
            className={styles.template}
            onClick={() => downloadCsv(`${kind}-template.csv`, importTemplate(kind, lang))}
          >
            {t('consoleImports.template')}
          </Button>
          <Typography.Paragraph className={styles.text}>{t('consoleImports.step2')}</Typography.Paragraph>
          <Upload.Dragger
            id={`consoleImportFile-${kind}`}
            accept=".csv,.xlsx"
            multiple={false}
            showUploadList={false}
            disabled={previewImport.isPending}
            beforeUpload={beforeUpload}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('consoleImports.pick')}</p>
            <p className="ant-upload-hint">{t('consoleImports.pickHint')}</p>
          </Upload.Dragger>
          {checking}
        </>
      )}
    </section>
  );
}
