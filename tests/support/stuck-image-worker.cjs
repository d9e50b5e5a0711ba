'use strict';
// The image worker as a hostile file makes it (issue 33): for an image whose text holds "STUCK"
// it spins forever on its only thread (no message, no memory check, no exit), for any other it is
// the real worker. Its parent must kill it at the deadline. Loaded as ImageWorkSettings.entry.
const fs = require('node:fs');
const path = require('node:path');

process.on('message', (message) => {
  if (message.op === 'size' && fs.readFileSync(message.file, 'latin1').includes('STUCK')) {
    for (;;);
  }
});
require(path.join(__dirname, '../../graphql-server/src/modules/media/image-worker.cjs'));
