// Before each integration test file: the files share one module graph per worker, and each
// starts with what an isolate keeps between requests forgotten, as a fresh isolate would.
import {startAsFreshIsolate} from './shopContext';

startAsFreshIsolate();
