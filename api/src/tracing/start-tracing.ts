import { randomUUID } from 'node:crypto';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { defaultResource, envDetector, hostDetector, osDetector, processDetector, resourceFromAttributes } from '@opentelemetry/resources';
import { NodeSDK } from '@opentelemetry/sdk-node';
import type { Config } from '../config';

export type Tracing = {
  /** Sends the spans still batched, then stops: after it, spans are no-ops. */
  shutdown(): Promise<void>;
};

/**
 * Starts the OpenTelemetry SDK for traces only: spans are batched (OTEL_BSP_* says how) and sent
 * as OTLP/JSON over HTTP to OTEL_EXPORTER_OTLP_ENDPOINT's /v1/traces. No metric or log exporter is
 * started, whatever OTEL_METRICS_EXPORTER and OTEL_LOGS_EXPORTER say: Prometheus scrapes the
 * metrics and the log goes to standard output.
 */
export function startTracing({ serviceName }: NonNullable<Config['traces']>, instanceName: string | undefined): Tracing {
  const sdk = new NodeSDK({
    serviceName,
    // INSTANCE_NAME, as the log and the X-Instance header name the instance, so a trace leads to its log.
    resource: defaultResource().merge(resourceFromAttributes({ 'service.instance.id': instanceName ?? randomUUID() })),
    // The SDK's own list with its random service.instance.id left out; OTEL_RESOURCE_ATTRIBUTES (envDetector) still wins.
    resourceDetectors: [processDetector, hostDetector, osDetector, envDetector],
    traceExporter: new OTLPTraceExporter(),
    metricReaders: [],
    logRecordProcessors: [],
  });
  sdk.start();
  return { shutdown: () => sdk.shutdown() };
}
