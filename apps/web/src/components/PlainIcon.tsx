import { plainIconPaths } from './plainIconPaths';

type PlainIconProps = {
  name: keyof typeof plainIconPaths;
  className?: string;
};

/** One of Ant Design's outlined icons as a bare inline SVG (1em, current colour, decorative). */
export function PlainIcon({ name, className }: PlainIconProps) {
  return (
    <svg
      className={className}
      viewBox="64 64 896 896"
      width="1em"
      height="1em"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      {plainIconPaths[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
