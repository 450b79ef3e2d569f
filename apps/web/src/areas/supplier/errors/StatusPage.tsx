import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useSession } from '../../../lib/useSession';

type StatusPageProps = { status: '403' | '404'; title: string; text: string };

/** A full-page result with a way back: home when signed in, else sign in. */
export function StatusPage({ status, title, text }: StatusPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { isLoggedIn } = useSession();
  useDocumentTitle(title);
  return (
    <main
      style={{
        minHeight: '100dvh',
        display: 'grid',
        placeItems: 'center',
        padding: 16,
        background: '#f4f6fb',
      }}
    >
      <Result
        status={status}
        title={title}
        subTitle={text}
        extra={
          <Button
            type="primary"
            onClick={() => navigate(isLoggedIn ? paths.root : paths.login, { replace: true })}
          >
            {t(isLoggedIn ? 'errorPage.backHome' : 'errorPage.goToLogin')}
          </Button>
        }
      />
    </main>
  );
}
