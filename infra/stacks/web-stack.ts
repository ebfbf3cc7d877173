/**
 * Web stack: CloudFront in front of everything the browser loads (DESIGN.md §7, docs/website.md).
 * - default (every storefront page path) and /sitemap.xml, /robots.txt: the HTTP API's pages route
 *   (functions/pages), which answers with the storefront's index.html carrying the page's title,
 *   description, canonical URL and Open Graph tags, or a redirect; kept at the edge for a minute
 *   (functions/pages/answer.ts PAGE_CACHE_CONTROL);
 * - /*.* (files: /assets/…, /index.html, /backoffice/…, /runtime-config.json …), /backend,
 *   /backend/* and /signage/*: the single-page apps from dist/ in a private bucket (origin access
 *   control), with the SPA fallback function for the back office's and the player's deep links;
 *   /build/* (the service worker) from the same bucket with its own headers;
 * - /api/*: the HTTP API; the Authorization header is forwarded (it is part of the cache key),
 *   responses are cached only when the handler marks them cacheable (public catalogue reads);
 * - /image/* and /upload/*: the media bucket (origin access control);
 * - security headers on every response, with the Content-Security-Policy of
 *   shared/web/content-security-policy.ts (docs/headers-and-edges.md).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import { acknowledge, acknowledgeBucketDeploymentProvider } from '../constructs/nag';
import { pagesRequestCode, spaFallbackCode } from '../constructs/spa-fallback';
import { fontPrefix, mediaPrefixes } from '../constructs/data-stores';
import { UPLOAD_CONTENT_SECURITY_POLICY } from '#shared/items/upload-serving.ts';
import { ORIGIN_VERIFY_HEADER } from '#functions/lib/config.ts';
import { CSP_HASHES_FILE, cognitoOrigin, contentSecurityPolicy, mediaBucketOrigin, type CspHashesFile } from '#shared/web/content-security-policy.ts';
import { PAGE_FILES, VIEWER_ORIGIN_HEADER } from '#shared/web/page-paths.ts';

/**
 * The hashes of the build's inline scripts (dist/csp.json, web/build/csp-hashes.ts). Without a
 * build (runtime-config.json only) there is no HTML with inline scripts to allow.
 */
export function buildScriptHashes(webBuildDir: string | undefined): string[] {
  const file = webBuildDir && join(webBuildDir, CSP_HASHES_FILE);
  if (!file || !existsSync(file)) return [];
  return (JSON.parse(readFileSync(file, 'utf8')) as CspHashesFile).scriptHashes;
}

/** What the web app reads at start from /runtime-config.json to configure aws-amplify. */
export interface RuntimeConfigJson {
  region: string;
  userPoolId: string;
  userPoolClientId: string;
}

export interface CustomDomain {
  domainName: string;
  /** ACM certificate in us-east-1 (a CloudFront requirement) covering domainName. */
  certificateArn: string;
}

export interface WebStackProps extends StackProps {
  /** Host name of the HTTP API (ApiStack.originDomainName). */
  apiDomainName: string;
  /** The secret CloudFront sends to the API in ORIGIN_VERIFY_HEADER (ApiStack.originVerify). */
  apiOriginVerify?: string;
  mediaBucket: s3.IBucket;
  logsBucket: s3.IBucket;
  userPool: cognito.IUserPool;
  userPoolClient: cognito.IUserPoolClient;
  /** The Vite build (dist/); without it only runtime-config.json is deployed. */
  webBuildDir?: string;
  customDomain?: CustomDomain;
  /** The web ACL with the rate limits of the public POSTs (infra/stacks/waf-stack.ts, us-east-1). */
  webAclArn?: string;
}

/**
 * /api responses: the handlers decide. Nothing is cached unless the response says so
 * (default TTL 0); public catalogue reads send `Cache-Control: public, s-maxage=…` for anonymous
 * callers. Authorization is part of the key, so a signed-in caller never receives an anonymous
 * response from the cache (nor another user's), and CloudFront forwards it to the API.
 */
const apiCacheSettings = {
  defaultTtl: Duration.seconds(0),
  minTtl: Duration.seconds(0),
  maxTtl: Duration.minutes(10),
};

export class WebStack extends Stack {
  readonly webBucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;
  readonly apiCachePolicy: cloudfront.CachePolicy;
  readonly pagesCachePolicy: cloudfront.CachePolicy;
  readonly securityHeaders: cloudfront.ResponseHeadersPolicy;
  /** The headers of `/upload/*` (functions/uploads/serving.ts). */
  readonly uploadHeaders: cloudfront.ResponseHeadersPolicy;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    // The browser talks to Cognito (sign-in) and POSTs library photos straight to the media
    // bucket's regional endpoint (the presigned POST of functions/images/files.ts).
    const appConnectOrigins = [cognitoOrigin(this.region), mediaBucketOrigin(props.mediaBucket.bucketRegionalDomainName)];

    // Built from git on every deploy: nothing in it needs keeping.
    this.webBucket = new s3.Bucket(this, 'WebBucket', {
      encryption: s3.BucketEncryption.S3_MANAGED,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });
    acknowledge(
      this.webBucket,
      'AwsSolutions-S1',
      'Only CloudFront reads this bucket (origin access control) and every such request is in the CloudFront access log; writes come only from the deployment.',
    );

    this.securityHeaders = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Theke: security headers',
      securityHeadersBehavior: {
        strictTransportSecurity: { accessControlMaxAge: Duration.days(365), includeSubdomains: true, override: true },
        contentTypeOptions: { override: true },
        // Same-origin frames stay possible (back office previews of the storefront).
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.SAMEORIGIN, override: true },
        referrerPolicy: { referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
        // The real policy: own files, the build's inline scripts by hash, the consented tags, the
        // map tiles, Cognito and the media bucket's uploads (why each source: docs/headers-and-edges.md).
        contentSecurityPolicy: {
          contentSecurityPolicy: `${contentSecurityPolicy({ scriptHashes: buildScriptHashes(props.webBuildDir), connectOrigins: appConnectOrigins })}; upgrade-insecure-requests`,
          override: true,
        },
      },
      customHeadersBehavior: {
        customHeaders: [
          // Geolocation stays available to the shop itself (branch search near me).
          { header: 'Permissions-Policy', value: 'camera=(), microphone=(), payment=(), usb=(), geolocation=(self)', override: true },
        ],
      },
    });

    this.apiCachePolicy = new cloudfront.CachePolicy(this, 'ApiCachePolicy', {
      comment: 'Theke /api: caches only what the handler marks cacheable',
      ...apiCacheSettings,
      headerBehavior: cloudfront.CacheHeaderBehavior.allowList('Authorization'),
      queryStringBehavior: cloudfront.CacheQueryStringBehavior.all(),
      cookieBehavior: cloudfront.CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    // Storefront pages: what the pages route answers is the same for every visitor of a URL (the
    // app adds what depends on the visitor), so neither cookies nor Authorization are in the key;
    // the query string is (a redirect keeps it), and so is the visitor's origin, which the canonical
    // URLs may be built from. How long: the answer's own Cache-Control (a minute).
    this.pagesCachePolicy = new cloudfront.CachePolicy(this, 'PagesCachePolicy', {
      comment: 'Theke storefront pages: kept as long as the pages route says',
      defaultTtl: Duration.seconds(0),
      minTtl: Duration.seconds(0),
      maxTtl: Duration.days(1),
      headerBehavior: cloudfront.CacheHeaderBehavior.allowList(VIEWER_ORIGIN_HEADER),
      queryStringBehavior: cloudfront.CacheQueryStringBehavior.all(),
      cookieBehavior: cloudfront.CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    const spaFallback = new cloudfront.Function(this, 'SpaFallback', {
      comment: 'Theke: deep links of storefront and back office to their index.html',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(spaFallbackCode),
    });
    const pagesRequest = new cloudfront.Function(this, 'PagesRequest', {
      comment: 'Theke: the origin the visitor used, for the pages route',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(pagesRequestCode),
    });

    const apiOrigin = new origins.HttpOrigin(props.apiDomainName, {
      protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
      // Proves to the handlers that the request came through CloudFront (api-stack.ts).
      customHeaders: props.apiOriginVerify ? { [ORIGIN_VERIFY_HEADER]: props.apiOriginVerify } : undefined,
    });
    const pagesBehavior: cloudfront.BehaviorOptions = {
      origin: apiOrigin,
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: this.pagesCachePolicy,
      // Everything the viewer sent except Host, which must name the API for API Gateway.
      originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: this.securityHeaders,
      functionAssociations: [{ function: pagesRequest, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
    };
    const appBehavior: cloudfront.BehaviorOptions = {
      origin: origins.S3BucketOrigin.withOriginAccessControl(this.webBucket),
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: this.securityHeaders,
      functionAssociations: [{ function: spaFallback, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
    };

    // The media bucket's policy (data stack) already lets this account's distributions read the
    // media prefixes; handing CloudFront an imported reference keeps it from editing that
    // policy from here, which would make the data stack depend on this one.
    const media = s3.Bucket.fromBucketAttributes(this, 'Media', {
      bucketArn: props.mediaBucket.bucketArn,
      bucketRegionalDomainName: props.mediaBucket.bucketRegionalDomainName,
    });
    const mediaBehavior: cloudfront.BehaviorOptions = {
      origin: origins.S3BucketOrigin.withOriginAccessControl(media),
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
      // Image and upload URLs carry the version, so their content never changes.
      cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: this.securityHeaders,
    };
    // Uploads are anonymous customers' files (functions/uploads/serving.ts): never cached at the
    // edge (a deleted upload is gone at once), and answered with nosniff and a sandboxing policy
    // so not even a file opened inline runs with the shop's origin. The disposition (attachment,
    // inline for images) is the S3 object's own metadata, set when the file is stored.
    this.uploadHeaders = new cloudfront.ResponseHeadersPolicy(this, 'UploadHeaders', {
      comment: 'Theke /upload/*: nosniff, sandboxed, no framing',
      securityHeadersBehavior: {
        strictTransportSecurity: { accessControlMaxAge: Duration.days(365), includeSubdomains: true, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: cloudfront.HeadersReferrerPolicy.NO_REFERRER, override: true },
        contentSecurityPolicy: { contentSecurityPolicy: UPLOAD_CONTENT_SECURITY_POLICY, override: true },
      },
    });
    const uploadBehavior: cloudfront.BehaviorOptions = {
      ...mediaBehavior,
      cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
      responseHeadersPolicy: this.uploadHeaders,
    };

    // The service worker is served from /build/ but controls the whole site (docs/pwa.md): the
    // security headers plus Service-Worker-Allowed, without which the browser refuses scope '/'.
    const serviceWorkerHeaders = new cloudfront.ResponseHeadersPolicy(this, 'ServiceWorkerHeaders', {
      comment: 'Theke /build/*: security headers and Service-Worker-Allowed',
      securityHeadersBehavior: {
        strictTransportSecurity: { accessControlMaxAge: Duration.days(365), includeSubdomains: true, override: true },
        contentTypeOptions: { override: true },
        referrerPolicy: { referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
        // A worker runs under the policy of its own script's answer: the same as the pages'.
        contentSecurityPolicy: {
          contentSecurityPolicy: `${contentSecurityPolicy({ scriptHashes: buildScriptHashes(props.webBuildDir), connectOrigins: appConnectOrigins })}; upgrade-insecure-requests`,
          override: true,
        },
      },
      customHeadersBehavior: { customHeaders: [{ header: 'Service-Worker-Allowed', value: '/', override: true }] },
    });

    const certificate = props.customDomain ? acm.Certificate.fromCertificateArn(this, 'Certificate', props.customDomain.certificateArn) : undefined;

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: 'Theke',
      // No default root object: / is the home page, answered by the pages route like every page.
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      // Customers are in Austria; Europe and North America edges are enough.
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      domainNames: props.customDomain ? [props.customDomain.domainName] : undefined,
      certificate,
      // Only settable with an own certificate; the default *.cloudfront.net one is fixed at TLSv1.
      minimumProtocolVersion: certificate ? cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021 : undefined,
      webAclId: props.webAclArn,
      enableLogging: true,
      logBucket: props.logsBucket,
      logFilePrefix: 'cloudfront/',
      // Storefront page paths (no dot, shared/web/page-paths.ts): the pages route.
      defaultBehavior: pagesBehavior,
      // CloudFront takes the first pattern that matches, in this order: /*.* (any path with a
      // dot is a file) comes after the API's, the media's, the service worker's and the pages
      // route's own files.
      additionalBehaviors: {
        '/api/*': {
          origin: apiOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: this.apiCachePolicy,
          // Everything the viewer sent except Host, which must name the API for API Gateway.
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: this.securityHeaders,
        },
        ...Object.fromEntries(mediaPrefixes.map((prefix) => [`/${prefix}*`, prefix === 'upload/' ? uploadBehavior : mediaBehavior])),
        // The font files of /api/fonts' stylesheets: versioned addresses, immutable like images.
        [`/${fontPrefix}*`]: mediaBehavior,
        '/build/*': {
          origin: origins.S3BucketOrigin.withOriginAccessControl(this.webBucket),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: serviceWorkerHeaders,
        },
        ...Object.fromEntries(PAGE_FILES.map((file) => [file, pagesBehavior])),
        // The back office and the signage player (the page a TV opens) stay single-page apps from the bucket.
        '/backend': appBehavior,
        '/backend/*': appBehavior,
        '/signage/*': appBehavior,
        '/*.*': appBehavior,
      },
    });

    Annotations.of(this.distribution).acknowledgeWarning(
      '@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac',
      'The media bucket policy in the data stack grants CloudFront read access to image/*, upload/* and font/* (MediaStore).',
    );
    acknowledge(
      this.distribution,
      'AwsSolutions-CFR1',
      "No geo restriction: customers travelling abroad still pre-order for pickup, and the shop's website is meant to be found from anywhere.",
    );
    if (!props.webAclArn) {
      Annotations.of(this).addWarning(
        'No webAclArn: the distribution runs without the rate limits of the public POSTs. Deploy Theke-Waf (us-east-1) and pass its WebAclArn output as -c webAclArn=….',
      );
      acknowledge(
        this.distribution,
        'AwsSolutions-CFR2',
        'The web ACL (Theke-Waf, us-east-1) is attached through the webAclArn context once deployed; until then the order caps and input validation in every handler apply.',
      );
    }
    if (!props.customDomain) {
      acknowledge(
        this.distribution,
        'AwsSolutions-CFR4',
        'Without a custom domain the default *.cloudfront.net certificate is used, which does not allow choosing the TLS minimum; with the domainName/certificateArn context the distribution requires TLS 1.2 (TLSv1.2_2021).',
      );
    }

    this.deployWebApp(props);
  }

  private deployWebApp(props: WebStackProps): void {
    const runtimeConfig: RuntimeConfigJson = {
      region: this.region,
      userPoolId: props.userPool.userPoolId,
      userPoolClientId: props.userPoolClient.userPoolClientId,
    };
    const build = props.webBuildDir;
    // Hashed bundles first, kept for a year and never pruned: a browser holding an older
    // index.html still finds the chunks it references.
    const assets =
      build && existsSync(join(build, 'assets'))
        ? new s3deploy.BucketDeployment(this, 'DeployAssets', {
            sources: [s3deploy.Source.asset(join(build, 'assets'))],
            destinationBucket: this.webBucket,
            destinationKeyPrefix: 'assets/',
            cacheControl: [s3deploy.CacheControl.fromString('public, max-age=31536000, immutable')],
            prune: false,
            memoryLimit: 512,
          })
        : undefined;
    // Then pages, service worker and runtime config: always revalidated, so a deploy is live at once.
    const pages = new s3deploy.BucketDeployment(this, 'DeployPages', {
      sources: [...(build ? [s3deploy.Source.asset(build, { exclude: ['assets'] })] : []), s3deploy.Source.jsonData('runtime-config.json', runtimeConfig)],
      destinationBucket: this.webBucket,
      cacheControl: [s3deploy.CacheControl.noCache()],
      prune: false,
      memoryLimit: 512,
      distribution: this.distribution,
      distributionPaths: ['/*'],
    });
    if (assets) pages.node.addDependency(assets);
    acknowledgeBucketDeploymentProvider(
      this,
      this.webBucket,
      'it copies the build from the CDK asset bucket into the web bucket and invalidates the distribution (CloudFront invalidations cannot be scoped by resource).',
      ['Resource::*'],
    );
  }
}
