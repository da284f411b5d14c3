import { graphql } from '../../../../gql';

/** One route template's latency in a window. */
export const AdminRouteLatencyFragment = graphql(`
  fragment AdminRouteLatency on RouteLatency {
    method
    route
    requests
    errors
    p50Ms
    p95Ms
    p99Ms
    ratePerSecond
  }
`);

/** Per-route latency of the answering process, scan speed, queue and memory. */
export const AdminPerformanceQuery = graphql(`
  query AdminPerformance($tenantId: UUID) {
    performanceMetrics(tenantId: $tenantId) {
      memory {
        heapUsed
        heapTotal
        rss
      }
      processes {
        workerId
        kind
        hostname
        pid
        heapUsed
        heapTotal
        rss
      }
      performanceMetrics {
        scope
        uptimeSeconds
        sseConnections
        last5Minutes {
          ...AdminRouteLatency
        }
        last60Minutes {
          ...AdminRouteLatency
        }
        queue {
          depth
          runningHere
          tenantQueued
          tenantRunning
        }
        scans {
          completed
          averageSeconds
          p50Seconds
          p95Seconds
          linesPerSecond
        }
      }
    }
  }
`);
