import type { ProductView } from "@repo/api-client/products";

interface ProductStructuredDataOptions {
  /** The product page's absolute URL. */
  url: string;
  /** Absolute URLs of the product's images. */
  images: string[];
  brand: string;
  /** The language of the text, `en` when it fell back to english. */
  language: string;
}

/**
 * Schema.org `Product` of a product page: name, description, images, brand,
 * category, series as the model, and every specification as a property.
 * No offer: the catalogue sells through installers and has no prices.
 */
export function productStructuredData(product: ProductView, options: ProductStructuredDataOptions): object {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    "@id": `${options.url}#product`,
    name: product.name,
    description: product.summary,
    url: options.url,
    image: options.images,
    sku: product.id,
    ...(product.legacyId !== null ? { productID: String(product.legacyId) } : {}),
    brand: { "@type": "Brand", name: options.brand },
    category: product.categoryName,
    model: product.series,
    inLanguage: options.language,
    additionalProperty: product.specs.map((spec) => ({
      "@type": "PropertyValue",
      propertyID: spec.key,
      name: spec.name,
      value: spec.value,
      ...(spec.unit ? { unitText: spec.unit } : {}),
    })),
    ...(product.related.length > 0
      ? { isRelatedTo: product.related.map((related) => ({ "@type": "Product", name: related.name, sku: related.id })) }
      : {}),
  };
}
