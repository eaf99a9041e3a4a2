/**
 * Makes the phone input's country flags, public/flags/<iso2>.webp (48x36, shown at 24x18), from the
 * public-domain SVG flags of Debian's `iso-flags-svg` package (github.com/linuxmint/flags), so that no
 * flag is loaded from another site (the CSP allows images from this origin only). Run it again only to
 * refresh them:
 *
 *   apt-get download iso-flags-svg && dpkg -x iso-flags-svg_*.deb /tmp/isoflags
 *   node --import tsx content/services/build-flags.ts /tmp/isoflags/usr/share/iso-flags-svg/country-4x3
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { defaultCountries, parseCountry } from "react-international-phone";

const source = process.argv[2];
if (!source) throw new Error("usage: build-flags.ts <folder of 4x3 SVG flags>");
const out = path.resolve("public/flags");
fs.mkdirSync(out, { recursive: true });
let missing = 0;
for (const entry of defaultCountries) {
  const { iso2 } = parseCountry(entry);
  let svg = path.join(source, `${iso2}.svg`);
  if (!fs.existsSync(svg)) {
    svg = path.join(source, "_generic.svg");
    missing++;
  }
  // Their long licence comments come before <svg>, where sharp looks for it: drop comments first.
  const text = fs.readFileSync(svg, "utf8").replace(/<!--[\s\S]*?-->/g, "");
  await sharp(Buffer.from(text), { density: 144 })
    .resize(48, 36, { fit: "fill" })
    .webp({ quality: 80, effort: 6 })
    .toFile(path.join(out, `${iso2}.webp`));
}
console.log(`${defaultCountries.length} flags written to ${out} (${missing} generic)`);
