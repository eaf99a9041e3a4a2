// Playwright cannot download its browser here: the end-to-end tests use Debian's Chromium.
import fs from "node:fs";
const path = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!fs.existsSync(path)) {
  console.error(`Chromium not found at ${path}. Install it with: sudo apt-get install -y chromium (or set CHROMIUM_PATH).`);
  process.exit(1);
}
