// Imported dynamically by the login form so zod is not part of the sign-in page's first download.
export { loginSchema } from '@artledger/domain';
