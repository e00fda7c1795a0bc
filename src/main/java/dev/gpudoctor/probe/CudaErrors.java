package dev.gpudoctor.probe;

import jcuda.driver.CUresult;

/** Driver API result codes: names, and what the common ones mean for someone reading a cell. */
final class CudaErrors {

    private CudaErrors() {}

    static void check(int code, String call) throws CudaException {
        if (code != CUresult.CUDA_SUCCESS) {
            throw new CudaException(call, code);
        }
    }

    static String name(int code) {
        return CUresult.stringFor(code);
    }

    /** Why a call likely failed, as a clause; empty when there is nothing useful to add. */
    static String meaning(int code) {
        return switch (code) {
            case CUresult.CUDA_ERROR_OUT_OF_MEMORY ->
                "the allocation did not fit (under WSL2 pinned memory is capped well below the RAM size)";
            case CUresult.CUDA_ERROR_NOT_SUPPORTED -> "the driver does not support this operation on this platform";
            case CUresult.CUDA_ERROR_INVALID_PTX, CUresult.CUDA_ERROR_UNSUPPORTED_PTX_VERSION ->
                "the driver could not JIT-compile PTX ISA 7.0, which means a driver older than R450";
            case CUresult.CUDA_ERROR_NO_BINARY_FOR_GPU -> "no kernel image could be built for this GPU";
            case CUresult.CUDA_ERROR_ILLEGAL_ADDRESS ->
                "a kernel touched memory it may not, e.g. host memory that is not really mapped";
            case CUresult.CUDA_ERROR_LAUNCH_FAILED -> "the kernel crashed on the device";
            case CUresult.CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE -> "more blocks than can be resident at once";
            case CUresult.CUDA_ERROR_INVALID_HANDLE ->
                "the driver rejected a handle (WSL2 answers this for several unsupported features)";
            case CUresult.CUDA_ERROR_NO_DEVICE -> "the driver sees no CUDA device";
            case CUresult.CUDA_ERROR_SYSTEM_DRIVER_MISMATCH -> "the user-mode libcuda does not match the kernel driver";
            default -> "";
        };
    }

    /** "cuMemHostAlloc failed: CUDA_ERROR_OUT_OF_MEMORY (the allocation did not fit ...)". */
    static String describe(CudaException e) {
        String meaning = meaning(e.code());
        return e.getMessage() + (meaning.isEmpty() ? "" : " (" + meaning + ")");
    }
}
