import type { FileRef } from '@sc/contract';
import { useTranslation } from 'react-i18next';
import styles from './ConsoleCredentialsPage.module.css';

/** The documents side by side: pictures shown, PDFs embedded; the links last minutes. */
export function CredentialFiles({ files }: { files: FileRef[] }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.files}>
      {files.map((file) => (
        <li key={file.fileId} className={styles.file}>
          {file.mime === 'application/pdf' ? (
            <iframe src={file.url} title={file.name} className={styles.pdf} />
          ) : (
            <img src={file.url} alt={file.name} className={styles.image} />
          )}
          <a href={file.url} target="_blank" rel="noreferrer">
            {t('consoleCredentials.openFile', { name: file.name })}
          </a>
        </li>
      ))}
    </ul>
  );
}
