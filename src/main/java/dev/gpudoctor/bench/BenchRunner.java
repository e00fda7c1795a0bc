package dev.gpudoctor.bench;

import dev.gpudoctor.bridge.ProgressListener;
import dev.gpudoctor.model.MaceRunSpec;
import dev.gpudoctor.run.MaceRunOutcome;
import dev.gpudoctor.run.MaceRunService;

/** Where a sweep's runs go: one session (one child) per configuration. An interface so tests can play recordings. */
public interface BenchRunner {

    interface Session extends AutoCloseable {

        /** Blocks; interrupting the calling thread cancels the run and kills the child. */
        MaceRunOutcome run(MaceRunSpec spec, ProgressListener progress) throws Exception;

        @Override
        void close();
    }

    Session open(MaceRunSpec launch) throws Exception;

    static BenchRunner of(MaceRunService service) {
        return launch -> {
            MaceRunService.Session session = service.openSession(launch);
            return new Session() {
                @Override
                public MaceRunOutcome run(MaceRunSpec spec, ProgressListener progress) {
                    return session.run(spec, progress);
                }

                @Override
                public void close() {
                    session.close();
                }
            };
        };
    }
}
