import { apiSuite } from './api-suite.ts';

apiSuite('sqlite');
