import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { useText } from '../i18n';
import styles from './Button.module.css';

/** docs/product/README.md: three sizes (default x-small) and twelve themes (default purple). */
export type ButtonSize = 'x-small' | 'small' | 'medium';
export type ButtonTheme =
  | 'black'
  | 'purple'
  | 'orange'
  | 'green'
  | 'whatsapp'
  | 'white'
  | 'blue'
  | 'red'
  | 'gray'
  | 'outline'
  | 'premium'
  | 'orange-outline';

export interface ButtonLook {
  size?: ButtonSize;
  theme?: ButtonTheme;
  /** Stretch to the container's width (forms on phones). */
  block?: boolean;
}

export function buttonClassName({ size = 'x-small', theme = 'purple', block = false }: ButtonLook, extra?: string): string {
  return [styles.button, styles[`size-${size}`], styles[`theme-${theme}`], block ? styles.block : '', extra ?? '']
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  /** docs/product/README.md Buttons: the text becomes 'Се вчитува...' and the button is disabled at half opacity. */
  loading?: boolean;
  icon?: ReactNode;
}

export function Button({ size, theme, block, loading = false, icon, disabled, className, children, type = 'button', ...rest }: ButtonProps) {
  const t = useText();
  return (
    <button
      {...rest}
      type={type}
      className={buttonClassName({ size, theme, block }, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading ? (
        t('button.loading')
      ) : (
        <>
          {icon}
          {children}
        </>
      )}
    </button>
  );
}

/** An in-app link that looks like a button. */
export function ButtonLink({ size, theme, block, className, ...rest }: LinkProps & ButtonLook) {
  return <Link {...rest} className={buttonClassName({ size, theme, block }, className)} />;
}

/** An external or scheme link (tel:, wa.me, viber:) that looks like a button. */
export function ButtonAnchor({ size, theme, block, className, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & ButtonLook) {
  return <a {...rest} className={buttonClassName({ size, theme, block }, className)} />;
}
