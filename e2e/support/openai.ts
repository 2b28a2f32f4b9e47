/** The key the e2e stand-in of OpenAI accepts; a browser test stores it as the user's key. */
export const E2E_OPENAI_KEY = 'sk-e2e-fake-openai-key-0123456789';
