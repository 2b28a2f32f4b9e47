import { API_KEY_MAX_LENGTH, API_KEY_TOO_LONG, hasApiKeyCharacters } from '@artledger/domain';
import { KeyRound, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { getOpenAiKey, maskKey, removeOpenAiKey, saveOpenAiKey } from '../../../lib/openai-key';
import { useUnsavedChangesPrompt } from '../../../lib/unsaved-changes';
import { Button } from '../../../ui/button';
import { CardSection } from '../../../ui/card';
import { PasswordInput } from '../../../ui/password-input';

export const API_KEY_PASTE_PROBLEM =
  'This key contains a character no OpenAI API key has (a space, a curly quote or an accented letter). Copy the key again from OpenAI.';

/** What is wrong with a key about to be stored, found here rather than at the first generation. */
function keyProblem(key: string): string | null {
  if (key.length > API_KEY_MAX_LENGTH) return API_KEY_TOO_LONG;
  return hasApiKeyCharacters(key) ? null : API_KEY_PASTE_PROBLEM;
}

/** The key never leaves this browser except inside image-generation calls. */
export function ApiKeyCard() {
  const [savedKey, setSavedKey] = useState(getOpenAiKey);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | undefined>();
  useUnsavedChangesPrompt(draft.trim() !== '');

  const save = (event: FormEvent) => {
    event.preventDefault();
    const key = draft.trim();
    if (!key) {
      toast.error('Please enter an API key');
      return;
    }
    const problem = keyProblem(key);
    if (problem) {
      setError(problem);
      toast.error(problem);
      return;
    }
    try {
      saveOpenAiKey(key);
    } catch {
      toast.error('Failed to save API key');
      return;
    }
    setSavedKey(key);
    setDraft('');
    toast.success('OpenAI API key saved successfully!');
  };

  const remove = () => {
    removeOpenAiKey();
    setSavedKey(null);
    toast.success('OpenAI API key removed');
  };

  return (
    <CardSection aria-labelledby="api-key-title" className="p-6">
      <div className="flex items-center gap-2">
        <KeyRound aria-hidden="true" className="size-5 text-indigo-700" />
        <h2 id="api-key-title" className="text-lg font-semibold text-stone-900">
          Image generation
        </h2>
      </div>
      <p className="mt-2 text-sm text-stone-600">
        Add your OpenAI API key to generate inspiration images. It is kept only in this browser and never
        stored on our servers.
      </p>
      {savedKey && (
        <div className="mt-5 flex items-center justify-between gap-3 rounded-lg border border-stone-200 bg-stone-50 px-4 py-3">
          <div className="min-w-0">
            <p className="text-sm font-medium text-stone-900">Key saved</p>
            <p className="tabular truncate text-sm text-stone-600" data-testid="saved-api-key">
              {maskKey(savedKey)}
            </p>
          </div>
          <Button variant="ghost" size="sm" onClick={remove} className="text-red-700 hover:bg-red-50">
            <Trash2 aria-hidden="true" className="size-4" />
            Remove
          </Button>
        </div>
      )}
      <form noValidate onSubmit={save} className="mt-5 flex flex-col gap-4">
        <PasswordInput
          label={savedKey ? 'Replace OpenAI API Key' : 'OpenAI API Key'}
          placeholder="sk-..."
          autoComplete="off"
          spellCheck={false}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            setError(undefined);
          }}
          error={error}
          showLabel="Show API key"
          hideLabel="Hide API key"
        />
        {/* Not "Save…": the credentials form beside it owns the page's save/update wording. */}
        <Button type="submit">Store Key</Button>
      </form>
    </CardSection>
  );
}
