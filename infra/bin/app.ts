/** CDK entry (cdk.json): `npm run synth` / `npm run deploy`. See infra/stacks/theke.ts. */
import { existsSync } from 'node:fs';
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { fromRoot } from '../constructs/paths';
import { createTheke, optionsFromContext } from '../stacks/theke';

const app = new App();
const webBuild = fromRoot('dist');
createTheke(app, optionsFromContext(app, existsSync(webBuild) ? webBuild : undefined));
// cdk-nag AwsSolutions: a violation without acknowledgement fails the synth.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
app.synth();
