import { describe, expect, it } from 'vitest';
import { DEFAULT_BEDROCK_MODEL_ID, ENV, readConfig, readSetting } from './config';

describe('readConfig and readSetting', () => {
  it('give the defaults of an empty environment', () => {
    const config = readConfig({});
    expect(config).toMatchObject({ stage: 'prod', isLocal: false, region: 'eu-central-1', table: 'theke', timeZone: 'Europe/Vienna', logLevel: 'info' });
    expect(config.bedrockModelId).toBe(DEFAULT_BEDROCK_MODEL_ID);
    expect(config.dynamoDbEndpoint).toBeUndefined();
    expect(readSetting('table', {})).toBe('theke');
  });

  it('read the same value per setting as in the whole configuration', () => {
    const env = {
      [ENV.stage]: 'local',
      [ENV.table]: 'theke-test',
      [ENV.publicUrl]: 'https://shop.example//',
      [ENV.mailFrom]: '',
      [ENV.dynamoDbEndpoint]: 'http://127.0.0.1:8000',
      AWS_REGION: 'eu-west-1',
    };
    const config = readConfig(env);
    expect(config).toMatchObject({ isLocal: true, table: 'theke-test', publicUrl: 'https://shop.example', region: 'eu-west-1' });
    expect(config.mailFrom).toBeUndefined();
    for (const name of Object.keys(config) as Array<keyof typeof config>) expect(readSetting(name, env)).toEqual(config[name]);
  });
});
