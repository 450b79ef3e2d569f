import { PictureOutlined } from '@ant-design/icons';
import { useState } from 'react';
import styles from './ProductThumb.module.css';

type ProductThumbProps = {
  /** Ready-to-use image URL (the thumbnail when there is one); null shows the placeholder. */
  src: string | null | undefined;
  alt: string;
  /** Side in pixels; omit to fill the parent's width as a square. */
  size?: number;
  className?: string;
};

/** A product image, square and cropped, with a neutral placeholder when missing or broken. */
export function ProductThumb({ src, alt, size, className }: ProductThumbProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const style = size ? { width: size, height: size } : undefined;
  const classes = [styles.thumb, className].filter(Boolean).join(' ');
  if (!src || failedSrc === src) {
    return (
      <span className={`${classes} ${styles.placeholder}`} style={style} role="img" aria-label={alt}>
        <PictureOutlined aria-hidden="true" />
      </span>
    );
  }
  return (
    <span className={classes} style={style}>
      <img src={src} alt={alt} loading="lazy" decoding="async" onError={() => setFailedSrc(src)} />
    </span>
  );
}
