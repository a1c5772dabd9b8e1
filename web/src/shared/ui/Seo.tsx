import { PRODUCT_NAME } from '../config/product';

interface SeoProps {
  /** The page's own title; the product name is appended unless `fullTitle` is set. */
  title: string;
  description?: string;
  fullTitle?: boolean;
}

/** React 19 hoists <title> and <meta> into <head>. */
export function Seo({ title, description, fullTitle = false }: SeoProps) {
  const text = fullTitle ? title : `${title} | ${PRODUCT_NAME}`;
  return (
    <>
      <title>{text}</title>
      {description ? <meta name="description" content={description} /> : null}
      <meta property="og:title" content={text} />
      {description ? <meta property="og:description" content={description} /> : null}
    </>
  );
}
