import { describe, expect, it } from "vitest";
import type { ProductView } from "@repo/api-client/products";
import { productStructuredData } from "./structured-data";

const product: ProductView = {
  id: "helios-6",
  legacyId: 1031,
  href: "/products/helios-6",
  name: "Helios 6 kW hybrid inverter",
  summary: "A single-phase hybrid inverter.",
  category: "inverter",
  series: "Helios",
  image: "/getFile/products/helios-6/front.webp",
  imageAlt: "Helios 6",
  featured: true,
  untranslated: false,
  categoryName: "Inverter",
  descriptionHtml: "<p>Text</p>",
  images: ["/getFile/products/helios-6/front.webp"],
  specs: [
    { key: "ratedPower", name: "Rated power", value: "6", unit: "kW" },
    { key: "ipRating", name: "Protection rating", value: "IP65", unit: null },
  ],
  publishedAt: 1715590800,
  documents: [],
  related: [],
  soldHere: true,
  editions: null,
};

describe("productStructuredData", () => {
  it("describes the product with its brand, images and specifications", () => {
    const data = productStructuredData(product, {
      url: "https://example.com/products/helios-6",
      images: ["https://example.com/getFile/products/helios-6/front.webp"],
      brand: "Aurevo",
      language: "en",
    });
    expect(data).toMatchObject({
      "@type": "Product",
      name: "Helios 6 kW hybrid inverter",
      sku: "helios-6",
      productID: "1031",
      brand: { "@type": "Brand", name: "Aurevo" },
      category: "Inverter",
      image: ["https://example.com/getFile/products/helios-6/front.webp"],
      additionalProperty: [
        { "@type": "PropertyValue", name: "Rated power", value: "6", unitText: "kW" },
        { "@type": "PropertyValue", name: "Protection rating", value: "IP65" },
      ],
    });
    expect(data).not.toHaveProperty("isRelatedTo");
    expect(data).not.toHaveProperty("offers");
  });
});
