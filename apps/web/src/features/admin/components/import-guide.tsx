import { Panel } from './panel';

/** What the owner needs to know before choosing a file: where it comes from, photos, the dry run. */
export function ImportGuide() {
  return (
    <Panel title="Before you import">
      <ul className="flex list-disc flex-col gap-2 pl-5 text-stone-800 dark:text-stone-200">
        <li>
          <strong>From Shopify:</strong> Products → Export → All products → Plain CSV file. Choose that file
          as it is: Shopify's columns are read and the others (Vendor, Tags, SEO…) are left out. A spreadsheet
          made from <em>Export CSV</em> on Products comes back the same way.
        </li>
        <li>
          <strong>Photos are uploaded at the desk first</strong> (on a product's page). Photos at other
          addresses, such as Shopify's, are not fetched: a row naming one is refused. Empty the Image Src and
          Variant Image cells of a Shopify file, import, then add the photos.
        </li>
        <li>
          <strong>Dry run first:</strong> choosing the file only checks it and shows what would change.
          Nothing is written until you press Import and confirm, and nothing at all while any row is refused.
        </li>
        <li>A Handle that is already a product's changes that product; a new Handle makes a new product.</li>
        <li>At most 5 MB and 5,000 rows in one file.</li>
      </ul>
    </Panel>
  );
}
