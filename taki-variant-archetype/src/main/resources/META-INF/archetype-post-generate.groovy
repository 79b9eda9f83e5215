// Checks the two properties of the template that batch mode (-DinteractiveMode=false) takes without checking them,
// so that a bad one is reported here, in one sentence, rather than as a failing test or a compiler error.
def problems = []
if (!(variantId ==~ /[a-z]+(-[a-z]+)*/)) {
    problems << "variantId '${variantId}' is not an id: lower-case words joined by '-', such as my-house-rule"
}
if (!(classPrefix ==~ /[A-Z][A-Za-z0-9]*/)) {
    problems << "classPrefix '${classPrefix}' is not a Java class name such as MyHouseRule"
}
if (problems) {
    new File(request.outputDirectory, request.artifactId).deleteDir()
    throw new IllegalArgumentException(problems.join('; ') + " (nothing was generated; give -DvariantId=… or -DclassPrefix=…)")
}
