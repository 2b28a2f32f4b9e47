import { z } from 'zod';
import { describe, expect, it, vi } from 'vitest';
import { SCHEMA_LOAD_FAILED, lazySchema } from './lazy-schema';

const schema = z.object({
  name: z.string().trim().min(1, 'Name is required').min(3, 'Name is too short'),
  age: z.number().min(1, 'Age must be positive'),
});

describe('lazySchema', () => {
  it("answers the schema's output, or each field's first message", async () => {
    const form = lazySchema(async () => schema);
    expect(await form.validate({ name: '  Frida ', age: 3 })).toEqual({ data: { name: 'Frida', age: 3 } });
    expect(await form.validate({ name: '', age: 0 })).toEqual({
      errors: { name: 'Name is required', age: 'Age must be positive' },
    });
  });

  it('says the form could not be checked when the schema does not load, and tries again next time', async () => {
    const load = vi
      .fn<() => Promise<typeof schema>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(schema);
    const form = lazySchema(load);
    expect(await form.validate({ name: 'Frida', age: 3 })).toEqual({ errors: { root: SCHEMA_LOAD_FAILED } });
    expect(await form.validate({ name: 'Frida', age: 3 })).toEqual({ data: { name: 'Frida', age: 3 } });
    form.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
