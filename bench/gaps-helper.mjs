// Worker threads do not inherit tsx's loader from the bench's thread: this entry registers it, then
// loads the helper itself (gaps-helper.ts).
import { tsImport } from 'tsx/esm/api';

await tsImport('./gaps-helper.ts', import.meta.url);
