import { Badge, Button } from 'antd';
import type { ReactNode } from 'react';

type Props = { icon: ReactNode; count: number; label: string; testId: string; onClick: () => void };

/** A header icon button with a live count badge (messages, notices). */
export function HeaderBadgeButton({ icon, count, label, testId, onClick }: Props) {
  return (
    <Button
      type="text"
      aria-label={label}
      title={label}
      data-testid={testId}
      onClick={onClick}
      icon={
        <Badge count={count} size="small" overflowCount={99} offset={[2, -2]}>
          {icon}
        </Badge>
      }
    />
  );
}
