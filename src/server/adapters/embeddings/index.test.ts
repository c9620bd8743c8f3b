// Choosing the embedder by configuration, and the embeddings variables of env.ts.
import { describe, expect, it } from 'vitest';
import { ConfigurationError, parseEnv } from '../../env.ts';
import { cosineSimilarity, createEmbedder, hasMeaning } from './index.ts';
import { LOCAL_MODEL } from './local.ts';

describe('embeddings configuration', () => {
  it('defaults to the local embedder, with the OpenAI model name ready', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ EMBEDDINGS_MODEL: 'text-embedding-3-small' });
    expect(env.EMBEDDINGS_URL).toBeUndefined();
    expect(env.EMBEDDINGS_API_KEY).toBeUndefined();
    expect(createEmbedder(env)).toMatchObject({ model: LOCAL_MODEL });
  });

  it('treats the blank lines of .env.example as unset', () => {
    const env = parseEnv({ EMBEDDINGS_URL: '', EMBEDDINGS_API_KEY: ' ', EMBEDDINGS_MODEL: '' });
    expect(env).toMatchObject({
      EMBEDDINGS_URL: undefined,
      EMBEDDINGS_API_KEY: undefined,
      EMBEDDINGS_MODEL: 'text-embedding-3-small',
    });
  });

  it('takes an OpenAI-compatible endpoint, key and model', () => {
    const env = parseEnv({
      EMBEDDINGS_URL: 'https://api.openai.com/v1',
      EMBEDDINGS_API_KEY: 'sk-abc',
      EMBEDDINGS_MODEL: 'text-embedding-3-large',
    });
    expect(env).toMatchObject({
      EMBEDDINGS_URL: 'https://api.openai.com/v1',
      EMBEDDINGS_API_KEY: 'sk-abc',
      EMBEDDINGS_MODEL: 'text-embedding-3-large',
    });
    expect(env.EMBEDDINGS_DIMENSIONS).toBeUndefined();
    expect(createEmbedder(env)).toMatchObject({ model: 'text-embedding-3-large' });
  });

  it('takes a vector length for the model, which names its vectors apart from the full-length ones', () => {
    const env = parseEnv({ EMBEDDINGS_URL: 'https://api.openai.com/v1', EMBEDDINGS_DIMENSIONS: '256' });
    expect(env.EMBEDDINGS_DIMENSIONS).toBe(256);
    expect(createEmbedder(env)).toMatchObject({ model: 'text-embedding-3-small@256' });
    expect(parseEnv({ EMBEDDINGS_DIMENSIONS: '' }).EMBEDDINGS_DIMENSIONS).toBeUndefined();
    expect(() => parseEnv({ EMBEDDINGS_DIMENSIONS: '0' })).toThrow(ConfigurationError);
  });

  it('refuses an EMBEDDINGS_URL that is not an http(s) URL, with a clear message', () => {
    expect(() => parseEnv({ EMBEDDINGS_URL: 'api.openai.com' })).toThrow(ConfigurationError);
    expect(() => parseEnv({ EMBEDDINGS_URL: 'ftp://example.com/v1' })).toThrow(
      /EMBEDDINGS_URL: EMBEDDINGS_URL must be an http:\/\/ or https:\/\/ URL/,
    );
  });
});

describe('vector helpers', () => {
  it('hasMeaning is false only for the zero vector', () => {
    expect(hasMeaning(new Array(100).fill(0))).toBe(false);
    expect(hasMeaning([0, 0, 1e-9])).toBe(true);
  });

  it('cosineSimilarity of unit vectors is their dot product', () => {
    expect(cosineSimilarity([1, 0], [1, 0])).toBe(1);
    expect(cosineSimilarity([0.6, 0.8], [0.8, 0.6])).toBeCloseTo(0.96, 12);
    expect(cosineSimilarity([1, 0], [0, 0])).toBe(0);
  });
});
