#!/usr/bin/env python3
"""Generates src/main/resources/dev/gpudoctor/diagnosis/error-codes.json from the vendors' own definitions.

Where the definitions come from (the versions used are written into the JSON's "sources"):
  * CUDA runtime and driver: the cudaError_t and CUresult enums of NVIDIA's `cuda-bindings` package
    (names, numbers, and each member's documentation, which is the header's doc comment); the runtime's
    message strings from cudaGetErrorString (works without a GPU or driver). Runtime and driver codes
    with the same number are one entry: since CUDA 10.1 the runtime numbers its errors as the driver does.
  * NVML: the NVML_ERROR_* constants of `nvidia-ml-py` (pynvml), its NVMLError_* exception classes (made
    from the constants by pynvml's own rule) and its message table NVMLError._errcode_to_string.
  * cuBLAS, cuDNN, NCCL: the cublasStatus_t, cudnnStatus_t and ncclResult_t enums in the headers of the
    nvidia-cublas-cu12, nvidia-cudnn-cu12 and nvidia-nccl-cu12 wheels, and their message strings from
    cublasGetStatusString / cudnnGetErrorString / ncclGetErrorString, called through ctypes from the
    libraries in the same wheels (no GPU needed).

"sticky" (the process must be restarted) is taken from the CUDA documentation's own words ("leaves the
process in an inconsistent state", "must be terminated and relaunched"); NVML's GPU_IS_LOST and
RESET_REQUIRED need a GPU reset, which is stickier still. The knowledge-base id of a code is the one
judgement made here (KB_IDS below): it names the knowledge-base entry that explains the code.

Usage (a scratch venv outside the repository):
  python3 -m venv /tmp/codes-venv
  /tmp/codes-venv/bin/pip install "cuda-bindings>=12.8,<13" nvidia-ml-py
  /tmp/codes-venv/bin/python tools/diagnosis/gen_error_codes.py --nvidia-root SITE_PACKAGES/nvidia OUT.json
where SITE_PACKAGES/nvidia holds the cublas/, cudnn/ and nccl/ folders of the nvidia-*-cu12 wheels
(any torch CUDA install has them).
"""
import argparse
import ctypes
import json
import re
import sys
from importlib import metadata
from pathlib import Path

# Which knowledge-base entry explains a code. Codes not listed have no entry: the diagnoser then says
# what the code means (an "error-code" finding) instead of naming a known failure.
KB_IDS = {
    "cudaErrorECCUncorrectable": "ecc-uncorrectable",
    "cudaErrorLaunchTimeout": "launch-timeout",
    "cudaErrorMisalignedAddress": "misaligned-address",
    "cudaErrorSystemNotReady": "fabric-manager-not-running",
    "cudaErrorCompatNotSupportedOnDevice": "forward-compat-unsupported",
    "cudaErrorStreamCaptureUnsupported": "cuda-graph-capture-failure",
    "cudaErrorStreamCaptureInvalidated": "cuda-graph-capture-failure",
    "cudaErrorStreamCaptureMerge": "cuda-graph-capture-failure",
    "cudaErrorStreamCaptureUnmatched": "cuda-graph-capture-failure",
    "cudaErrorStreamCaptureUnjoined": "cuda-graph-capture-failure",
    "cudaErrorStreamCaptureIsolation": "cuda-graph-capture-failure",
    "cudaErrorStreamCaptureImplicit": "cuda-graph-capture-failure",
    "cudaErrorCapturedEvent": "cuda-graph-capture-failure",
    "cudaErrorStreamCaptureWrongThread": "cuda-graph-capture-failure",
    "cudaErrorMemoryAllocation": "cuda-oom",
    "cudaErrorInsufficientDriver": "driver-too-old",
    "cudaErrorCallRequiresNewerDriver": "driver-too-old",
    "cudaErrorUnsupportedPtxVersion": "driver-too-old",
    "cudaErrorSystemDriverMismatch": "driver-library-mismatch",
    "cudaErrorDevicesUnavailable": "cuda-busy-unavailable",
    "cudaErrorNoDevice": "no-driver",
    "cudaErrorNoKernelImageForDevice": "no-kernel-image",
    # Its documentation says "not compiled for the proper device architecture": the same failure as 209, said by
    # older builds and by extensions launching a kernel they have no code for.
    "cudaErrorInvalidDeviceFunction": "no-kernel-image",
    # "named symbol not found": in the library's reports (bitsandbytes on a Jetson Orin, cuEquivariance on a Titan RTX, a
    # V100 under a build for newer GPUs) the kernel or symbol a build made for other GPUs is looked up on this one; a
    # program's own misspelt symbol says it too, which the finding's remedies leave to the stack trace.
    "cudaErrorSymbolNotFound": "no-kernel-image",
    "cudaErrorInvalidResourceHandle": "invalid-handle",
    "cudaErrorIllegalAddress": "illegal-address",
    "cudaErrorAssert": "device-side-assert",
    "cudaErrorIllegalInstruction": "illegal-instruction",
    "cudaErrorLaunchFailure": "unspecified-launch-failure",
    "cudaErrorCooperativeLaunchTooLarge": "cooperative-launch-unsupported",
    "NVML_ERROR_NOT_SUPPORTED": "nvml-not-supported",
    "NVML_ERROR_DRIVER_NOT_LOADED": "driver-not-loaded",
    "NVML_ERROR_LIB_RM_VERSION_MISMATCH": "driver-library-mismatch",
    "NVML_ERROR_GPU_IS_LOST": "gpu-fell-off-bus",
    "CUBLAS_STATUS_NOT_INITIALIZED": "cublas-status-error",
    "CUBLAS_STATUS_ALLOC_FAILED": "cuda-oom",
    "CUBLAS_STATUS_INVALID_VALUE": "cublas-status-error",
    "CUBLAS_STATUS_ARCH_MISMATCH": "cublas-status-error",
    "CUBLAS_STATUS_MAPPING_ERROR": "cublas-status-error",
    "CUBLAS_STATUS_EXECUTION_FAILED": "cublas-status-error",
    "CUBLAS_STATUS_INTERNAL_ERROR": "cublas-status-error",
    "CUBLAS_STATUS_NOT_SUPPORTED": "cublas-status-error",
    "CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH": "cudnn-version-mismatch",
    "ncclUnhandledCudaError": "nccl-failure",
    "ncclSystemError": "nccl-failure",
    "ncclInternalError": "nccl-failure",
    "ncclInvalidArgument": "nccl-failure",
    "ncclInvalidUsage": "nccl-failure",
    "ncclRemoteError": "nccl-failure",
}

STICKY_WORDS = re.compile(r"inconsistent state|terminated and relaunched|must be terminated", re.I)

# How each family's numbers are written in logs, as Java regular expressions over a lower-cased line;
# group "n" is the number. Kept in the JSON so the diagnoser and this list are one truth.
NUMERIC_FORMS = {
    "cuda": [
        r"cuda (?:runtime )?error[: !]*\(?#?(?<n>\d{1,4})\b",
        r"cuda (?:runtime )?error\((?<n>\d{1,4})\)",
        r"cuda failure (?<n>\d{1,4})\b",
        r"cuda error code: (?<n>\d{1,4})\b",
        r"\bcode=(?<n>\d{1,4})\(cuda",
        r"\berror=(?<n>\d{1,4}) : ",
        r"error == cudasuccess \((?<n>\d{1,4}) vs\. 0\)",
        r"runtime api error = 0*(?<n>\d{1,4}) ",
        # A program's own report of a runtime call and the number it returned ("Return value 46 from
        # 'cudaStreamCreate(&s)'", "cudaMalloc(&p, n) returned 2").
        r"return(?:ed)? value (?<n>\d{1,4}) from '?cuda[a-z]",
        r"\bcuda[a-z]{3,40}\([^)]{0,120}\)'? returned(?: error| code| status)? (?<n>\d{1,4})\b",
        r"\bcuda[a-z]{3,40}\([^)]{0,120}\)'? returns(?: error| code| status)? (?<n>\d{1,4})\b",
        r"\bcuda[a-z]{3,40}\([^)]{0,120}\)'? failed with(?: error| code| status)? (?<n>\d{1,4})\b",
        # The same call named without its arguments, as deviceQuery prints it ("cudaGetDeviceCount returned 100").
        r"\bcuda[a-z]{3,40} returned(?: error| code| status)? (?<n>\d{1,4})\b",
        # A driver API call as the OpenACC and Fortran runtimes report it ("call to cuStreamSynchronize returned error 700").
        r"\bcall to cu[a-z]{3,40} returned(?: error| code| status)? (?<n>\d{1,4})\b",
        # An application's own sentence around the number ("PhysX Internal CUDA error. ... Error code 700!",
        # "CUDA error: code 2 out of memory").
        r"cuda error\b[^\n]{0,80}?\berror code:? (?<n>\d{1,4})\b",
        r"cuda error[: ]+code (?<n>\d{1,4})\b",
        # TensorRT's logger ("CUDA initialization failure with error: 35").
        r"cuda initiali[sz]ation failure with error:? (?<n>\d{1,4})\b",
        # A language binding's name for the result type, as Go's and Rust's print a number they have no name for
        # ("panic: Unknown CUresult: 35", "CUresult(35)").
        r"\bcuresult[:( ]+(?<n>\d{1,4})\b",
    ],
    # bitsandbytes' own check prints the status number ("cuBLAS API failed with status 15").
    "cublas": [r"cublas (?:failure|error) (?<n>\d{1,2})\b", r"cublas api failed with status (?<n>\d{1,2})\b"],
    "nccl": [r"nccl error (?<n>\d)\b"],
    # A program's own log of an NVML call and the number it returned, as Go's bindings leave it ("nvmlInit_v2 err: 18").
    "nvml": [
        r"\bnvml\w{0,20} err(?:or)?(?: code)?[:=]? ?(?<n>\d{1,3})\b",
        r"\bnvml\w{0,20} (?:returned|failed with)(?: error| code| status)? (?<n>\d{1,3})\b",
    ],
}


# CUDA 10.0 and older numbered the runtime's errors otherwise (driver_types.h of CUDA 9: cudaErrorIllegalAddress = 77,
# 700 since 10.1). Old reports print the old number ("cuda runtime error (59) : device-side assert triggered", "CUDA error
# 77 at ..."); each old number the current enum leaves free maps to the code it named then. The diagnoser refuses an
# entry whose old number is a current code's.
LEGACY_NUMBERS = {
    "cuda": {30: 999, 33: 400, 38: 100, 39: 214, 47: 200, 48: 209, 59: 710, 73: 715, 74: 716, 77: 700, 78: 218},
}


def sticky(doc: str) -> bool:
    return bool(doc and STICKY_WORDS.search(doc))


def clean(doc):
    """The doc comment as one line, Sphinx cross-references (:py:obj:`~.cudaComputeModeProhibited`) as plain names."""
    if not doc:
        return None
    return re.sub(r":py:\w+:`~?\.?([^`]+)`", r"\1", " ".join(doc.split()))


def cuda_codes():
    from cuda.bindings import driver, runtime
    by_number = {}
    for e in runtime.cudaError_t:
        n = int(e)
        if n == 0 or e.name.endswith("ApiFailureBase"):
            continue
        err, msg = runtime.cudaGetErrorString(e)
        by_number[n] = {"family": "cuda", "number": n, "names": [e.name],
                        "message": msg.decode() if isinstance(msg, bytes) else str(msg),
                        "meaning": clean(e.__doc__), "sticky": sticky(e.__doc__)}
    for e in driver.CUresult:
        n = int(e)
        if n == 0:
            continue
        entry = by_number.setdefault(n, {"family": "cuda", "number": n, "names": [], "message": None,
                                         "meaning": clean(e.__doc__), "sticky": False})
        entry["names"].append(e.name)
        entry["sticky"] = entry["sticky"] or sticky(e.__doc__)
        entry["meaning"] = entry["meaning"] or clean(e.__doc__)
    return [by_number[n] for n in sorted(by_number)]


def nvml_codes():
    import pynvml
    codes = []
    for name in sorted(n for n in dir(pynvml) if n.startswith("NVML_ERROR_")):
        n = getattr(pynvml, name)
        cls = pynvml.NVMLError._valClassMapping.get(n)
        message = pynvml.NVMLError._errcode_to_string.get(n)
        names = [name] + ([cls.__name__] if cls else [])
        codes.append({"family": "nvml", "number": n, "names": names, "message": message,
                      "meaning": message, "sticky": name in ("NVML_ERROR_GPU_IS_LOST", "NVML_ERROR_RESET_REQUIRED")})
    return codes


def header_enum(header: Path, prefix: str):
    text = header.read_text(errors="replace")
    if prefix == "nccl":  # only the ncclResult_t enum, not ncclRedOp_t or ncclDataType_t
        text = re.search(r"typedef enum \{([^}]*)\} ncclResult_t;", text).group(1)
    return [(m.group(1), int(m.group(2))) for m in re.finditer(rf"\b({prefix}\w+)\s*=\s*(\d+)", text)]


def library_codes(root: Path):
    specs = [
        ("cublas", root / "cublas/include/cublas_api.h", "CUBLAS_STATUS_", root / "cublas/lib/libcublas.so.12", "cublasGetStatusString"),
        ("cudnn", root / "cudnn/include/cudnn_graph.h", "CUDNN_STATUS_", root / "cudnn/lib/libcudnn.so.9", "cudnnGetErrorString"),
        ("nccl", root / "nccl/include/nccl.h", "nccl", root / "nccl/lib/libnccl.so.2", "ncclGetErrorString"),
    ]
    codes = []
    for family, header, prefix, library, function in specs:
        lib = ctypes.CDLL(str(library))
        get = getattr(lib, function)
        get.restype = ctypes.c_char_p
        get.argtypes = [ctypes.c_int]
        seen = set()
        for name, n in header_enum(header, prefix):
            # ncclInProgress is a state of a non-blocking call and ncclNumResults a count, not failures
            if n == 0 or name in seen or name in ("ncclInProgress", "ncclNumResults"):
                continue
            seen.add(name)
            message = get(n).decode()
            meaning = None if message == name else message
            codes.append({"family": family, "number": n, "names": [name],
                          "message": None if message == name else message, "meaning": meaning, "sticky": False})
    return codes


def spellings(code):
    out = list(code["names"])
    if code["message"]:
        out.append(code["message"])
    n = code["number"]
    if code["family"] == "cuda":
        out += [f"CUDA error {n}", f"cuda runtime error ({n})", f"code={n}", f"error={n}", f"CUDA failure {n}"]
    elif code["family"] == "cublas":
        out += [f"CUBLAS failure {n}"]
    elif code["family"] == "nccl":
        out += [f"NCCL Error {n}"]
    return out


def version(dist):
    try:
        return metadata.version(dist)
    except metadata.PackageNotFoundError:
        return None


def wheel_version(root: Path, dist: str):
    for info in root.parent.glob(dist.replace("-", "_") + "-*.dist-info"):
        return info.name[len(dist) + 1:-len(".dist-info")]
    return None


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--nvidia-root", required=True, type=Path)
    parser.add_argument("out", type=Path)
    args = parser.parse_args()
    codes = cuda_codes() + nvml_codes() + library_codes(args.nvidia_root)
    for code in codes:
        code["kb_id"] = next((KB_IDS[name] for name in code["names"] if name in KB_IDS), None)
        code["spellings"] = spellings(code)
    unknown = set(KB_IDS) - {name for code in codes for name in code["names"]}
    if unknown:
        sys.exit(f"KB_IDS names codes the definitions do not have: {sorted(unknown)}")
    document = {
        "generated_by": "tools/diagnosis/gen_error_codes.py (do not edit by hand)",
        "sources": {
            "cuda-bindings": version("cuda-bindings"),
            "nvidia-ml-py": version("nvidia-ml-py"),
            "nvidia-cublas-cu12": wheel_version(args.nvidia_root, "nvidia-cublas-cu12"),
            "nvidia-cudnn-cu12": wheel_version(args.nvidia_root, "nvidia-cudnn-cu12"),
            "nvidia-nccl-cu12": wheel_version(args.nvidia_root, "nvidia-nccl-cu12"),
        },
        "numeric_forms": NUMERIC_FORMS,
        "codes": codes,
        "legacy_numbers": LEGACY_NUMBERS,
    }
    args.out.write_text(json.dumps(document, indent=1, ensure_ascii=False) + "\n")
    print(f"{len(codes)} codes written to {args.out}")


if __name__ == "__main__":
    main()
