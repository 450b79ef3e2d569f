import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import {
  IMPORT_COLUMNS,
  type ImportPreview as ImportPreviewResult,
  importColumnLabel,
  type Lang,
} from '@sc/contract';
import { Alert, Button, Modal, Progress, Space, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportPreview } from '../../../components/importPreview/ImportPreview';
import { downloadCsv } from '../../../components/importPreview/importPreviewRows';
import { isApiError } from '../../../lib/ApiError';
import { showSuccessMessage } from '../../../lib/feedback';
import { useLanguage } from '../../../lib/useLanguage';
import { useConfirmImport, usePreviewImport } from '../api/useImportProducts';
import { importTemplateCsv } from '../importPreview';
import { checkImportFile } from '../uploadChecks';
import styles from './ImportProductsModal.module.css';

type ImportProductsModalProps = { open: boolean; onClose: () => void };

type Checked = { fileId: string; fileName: string; preview: ImportPreviewResult };

/** Downloads the template with the column labels of the user's language. */
function downloadTemplate(lang: Lang) {
  downloadCsv('products-template.csv', importTemplateCsv(lang));
}

/** Grows towards 90 % while a call runs whose real progress is unknown, then jumps to 100 %. */
function useRunningPercent(isRunning: boolean): number {
  const [percent, setPercent] = useState(0);
  useEffect(() => {
    if (!isRunning) return;
    setPercent(5);
    const timer = setInterval(() => setPercent((value) => Math.min(90, value + (90 - value) * 0.12)), 200);
    return () => clearInterval(timer);
  }, [isRunning]);
  return Math.round(percent);
}

/**
 * Bulk import: pick a .csv or .xlsx, see every row with the bad cells marked, then import only
 * the valid rows after the user confirms.
 */
export function ImportProductsModal({ open, onClose }: ImportProductsModalProps) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const previewImport = usePreviewImport();
  const confirmImport = useConfirmImport();
  const [uploadPercent, setUploadPercent] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [isFinished, setIsFinished] = useState(false);
  const isImporting = confirmImport.isPending || isFinished;
  const runningPercent = useRunningPercent(isImporting);
  const importPercent = isFinished ? 100 : runningPercent;

  function reset() {
    setIsFinished(false);
    setChecked(null);
    setProblem(null);
    setUploadPercent(0);
    previewImport.reset();
    confirmImport.reset();
  }

  function handleClose() {
    if (isImporting) return;
    reset();
    onClose();
  }

  async function handlePick(file: File) {
    setProblem(null);
    const issue = checkImportFile(file);
    if (issue) {
      setProblem(t(issue));
      return;
    }
    setUploadPercent(0);
    try {
      const result = await previewImport.mutateAsync({ file, onProgress: setUploadPercent });
      setChecked({ ...result, fileName: file.name });
    } catch (error) {
      setProblem(isApiError(error) ? error.msg : t('http.apiError'));
    }
  }

  async function handleImport() {
    if (!checked) return;
    try {
      const result = await confirmImport.mutateAsync(checked.fileId);
      // Let the bar reach 100 % before the dialog closes, so a quick import still reads as done.
      setIsFinished(true);
      await new Promise((resolve) => setTimeout(resolve, 400));
      showSuccessMessage(t('productImport.done', { created: result.created, skipped: result.skipped }));
      reset();
      onClose();
    } catch (error) {
      setProblem(isApiError(error) ? error.msg : t('http.apiError'));
    }
  }

  const validCount = checked?.preview.validCount ?? 0;
  const footer = (
    <Space wrap className={styles.footer}>
      <Button onClick={handleClose} disabled={isImporting}>
        {t('products.cancel')}
      </Button>
      {checked ? (
        <Button
          type="primary"
          className="import-confirm"
          disabled={validCount === 0}
          loading={isImporting}
          onClick={() => void handleImport()}
        >
          {t('productImport.confirm', { count: validCount })}
        </Button>
      ) : null}
    </Space>
  );

  return (
    <Modal
      open={open}
      title={t('productImport.title')}
      width={checked ? 960 : 560}
      onCancel={handleClose}
      closable={!isImporting}
      mask={{ closable: false }}
      keyboard={!isImporting}
      footer={footer}
      destroyOnHidden
    >
      {problem ? <Alert type="error" showIcon title={problem} className={styles.alert} /> : null}
      {checked ? (
        <div className={styles.previewArea}>
          {isImporting ? (
            <div className={styles.running}>
              <Typography.Text>{t('productImport.running', { count: validCount })}</Typography.Text>
              <Progress percent={importPercent} status={isFinished ? 'success' : 'active'} />
            </div>
          ) : null}
          <ImportPreview
            fileName={checked.fileName}
            validCount={checked.preview.validCount}
            invalidCount={checked.preview.invalidCount}
            columns={checked.preview.columns}
            rows={checked.preview.rows}
            columnTitle={(column) => t(`productField.${column}`, { defaultValue: column })}
            wideColumns={['name', 'remark']}
            actions={
              <Button size="small" onClick={reset} disabled={isImporting}>
                {t('productImport.another')}
              </Button>
            }
            note={checked.preview.invalidCount > 0 ? t('productImport.invalidNote') : null}
          />
        </div>
      ) : (
        <div className={styles.pickArea}>
          <Typography.Paragraph className={styles.intro}>{t('productImport.intro')}</Typography.Paragraph>
          <Typography.Paragraph type="secondary" className={styles.columns}>
            {t('productImport.columnsLabel')}{' '}
            <code>{IMPORT_COLUMNS.map((column) => importColumnLabel(lang, column)).join(', ')}</code>
            <br />
            {t('productImport.headersHint')}
            <br />
            {t('productImport.specsHint')}
          </Typography.Paragraph>
          <Button
            type="link"
            icon={<DownloadOutlined />}
            onClick={() => downloadTemplate(lang)}
            className={styles.template}
          >
            {t('productImport.template')}
          </Button>
          <Upload.Dragger
            id="productImportFile"
            accept={{ format: '.csv,.xlsx', filter: 'native' }}
            multiple={false}
            showUploadList={false}
            disabled={previewImport.isPending}
            beforeUpload={(file) => {
              void handlePick(file);
              return false;
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('productImport.pick')}</p>
            <p className="ant-upload-hint">{t('productImport.pickHint')}</p>
          </Upload.Dragger>
          {previewImport.isPending ? (
            <div className={styles.running}>
              <Typography.Text>
                {uploadPercent < 100 ? t('productImport.uploading') : t('productImport.checking')}
              </Typography.Text>
              <Progress percent={uploadPercent} status="active" />
            </div>
          ) : null}
        </div>
      )}
    </Modal>
  );
}
