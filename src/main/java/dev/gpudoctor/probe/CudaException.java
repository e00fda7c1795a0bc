package dev.gpudoctor.probe;

/** A driver API call that returned something other than CUDA_SUCCESS. */
final class CudaException extends Exception {

    private final String call;
    private final int code;

    CudaException(String call, int code) {
        super(call + " failed: " + CudaErrors.name(code));
        this.call = call;
        this.code = code;
    }

    String call() {
        return call;
    }

    int code() {
        return code;
    }
}
