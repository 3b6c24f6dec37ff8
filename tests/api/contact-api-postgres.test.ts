import { apiSuite } from './api-suite.ts';

apiSuite('postgres');
